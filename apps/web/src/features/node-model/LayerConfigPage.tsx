// Configure step of modeling, filtering, labeling / FX rate and analytical (workspace.md "Model,
// filtering, labeling, analytical configuration"): branch, node and source (modeling) or category
// (analytical) selectors with add dialogs, the fields panel, the properties panel (filtering,
// labeling; not for gain), and the SQL editor with Save. The choices live in the address query.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamedQueries } from '../../shared/api/nodeModel/useNamedQueries';
import { useNamedQuery } from '../../shared/api/nodeModel/useNamedQuery';
import { useSaveNamedQuery } from '../../shared/api/nodeModel/useSaveNamedQuery';
import { useSaveNodeQuery } from '../../shared/api/nodeModel/useSaveNodeQuery';
import { BranchAndNodeSelectors } from './components/BranchAndNodeSelectors';
import { ConfigScreenGate } from './components/ConfigScreenGate';
import { ConfigScreenLayout } from './components/ConfigScreenLayout';
import { FieldsPanel } from './components/FieldsPanel';
import { LoadProblem } from './components/LoadProblem';
import { NodeHistoryButton } from './components/NodeHistoryButton';
import { PropertiesPanel } from './components/PropertiesPanel';
import { QueryEditorCard } from './components/QueryEditorCard';
import { SelectorWithAdd } from './components/SelectorWithAdd';
import { NewNamedQueryDialog } from './dialogs/NewNamedQueryDialog';
import { SaveImpactDialog } from './dialogs/SaveImpactDialog';
import { NodeLastBuildCard } from '../building/NodeLastBuildCard';
import { NodeContractCard } from '../contracts/NodeContractCard';
import { LAYER_SCREENS, namedQueryParam, type ConfigArea } from './nodeModelLayers';
import type { NodeModelAccess } from './useNodeModelAccess';
import { useQueryDraft } from './useQueryDraft';
import { useSaveImpactCheck } from './useSaveImpactCheck';
import { useSaveWithToast } from './useSaveWithToast';
import { useSelectedNode } from './useSelectedNode';
import { useWarehouseCatalogue } from './useWarehouseCatalogue';
import { useUnsavedQueryGuards } from './useUnsavedQueryGuards';

export function LayerConfigPage({ area }: { area: ConfigArea }) {
  return (
    <ConfigScreenGate>
      {(engagementId, access) => <LayerConfig area={area} engagementId={engagementId} access={access} />}
    </ConfigScreenGate>
  );
}

function LayerConfig({
  area,
  engagementId,
  access,
}: {
  area: ConfigArea;
  engagementId: string;
  access: NodeModelAccess;
}) {
  const { t } = useTranslation();
  const { isGain, canSeeBuilds } = access;
  const screen = LAYER_SCREENS[area];
  const kind = screen.namedQueries;
  const selected = useSelectedNode(engagementId, screen.layer);
  const catalogue = useWarehouseCatalogue(engagementId, screen.layer, access.canSeeBuilds);
  // The chosen branch's abilities gate every add, edit and save (useSelectedNode).
  const { selection, branches, abilities, writer, writeUnavailable, nodeRef, node } = selected;
  const [addingNamed, setAddingNamed] = useState(false);

  const namedName = kind ? selection[namedQueryParam(kind)] : undefined;
  const namedQueries = useNamedQueries(nodeRef, kind);
  const namedQuery = useNamedQuery(nodeRef, kind, namedName);
  const saveNode = useSaveNodeQuery(nodeRef);
  const saveNamed = useSaveNamedQuery(nodeRef, kind, namedName);
  const saveWithToast = useSaveWithToast();
  const impact = useSaveImpactCheck(nodeRef);

  // The editor shows the chosen source or category, else the node.
  const showsNamed = !!(kind && namedName);
  const target = showsNamed ? namedQuery : node;
  const draftId = nodeRef
    ? `${nodeRef.branch}/${nodeRef.node}/${showsNamed ? `${kind}/${namedName}` : ''}`
    : null;
  const draft = useQueryDraft(draftId, target.data?.query);
  const guardedSelect = useUnsavedQueryGuards(selected.select, draft.dirty);
  // Fields belong to the node: their status and the suggestions come from the node's query (the
  // editor's text while the editor shows the node).
  const fieldsQuery = showsNamed ? (node.data?.query ?? '') : draft.text;

  if (branches.isError) return <LoadProblem error={branches.error} onRetry={() => void branches.refetch()} />;

  const editorTitle = !nodeRef
    ? undefined
    : showsNamed
      ? t(kind === 'sources' ? 'nodeModel.sourceTitle' : 'nodeModel.categoryTitle', { name: namedName })
      : t('nodeModel.nodeTitle', { name: nodeRef.node });
  // A source or category is part of its node: what reads the node is asked about either way.
  const save = () =>
    impact.saveAfterCheck(() =>
      saveWithToast(() =>
        showsNamed ? saveNamed.mutateAsync(draft.text) : saveNode.mutateAsync(draft.text),
      ),
    );

  return (
    <ConfigScreenLayout
      testId={`node-model-config-${area}`}
      selectors={
        <>
          <BranchAndNodeSelectors
            engagementId={engagementId}
            layer={screen.layer}
            selected={selected}
            select={guardedSelect}
            showSchema
            canReadTables={access.canSeeBuilds}
          />
          {kind && (
            <SelectorWithAdd
              label={t(kind === 'sources' ? 'nodeModel.source' : 'nodeModel.category')}
              testId={kind === 'sources' ? 'source' : 'category'}
              value={namedName}
              names={namedQueries.data?.map((q) => q.name)}
              loading={!!nodeRef && namedQueries.isPending}
              disabled={!nodeRef}
              placeholder={t(nodeRef ? 'nodeModel.chooseOptional' : 'nodeModel.chooseNodeFirst')}
              onChange={(value) => guardedSelect(namedQueryParam(kind), value)}
              onAdd={writer ? () => setAddingNamed(true) : undefined}
              addLabel={t(kind === 'sources' ? 'nodeModel.newSource.title' : 'nodeModel.newCategory.title')}
              addDisabled={!nodeRef || !abilities.write || !namedQueries.data}
              addUnavailable={writeUnavailable}
            />
          )}
        </>
      }
      panels={
        <>
          <FieldsPanel selected={selected} access={access} query={fieldsQuery} />
          {screen.properties(isGain) && <PropertiesPanel selected={selected} />}
          {nodeRef && canSeeBuilds && (
            <NodeLastBuildCard engagementId={engagementId} layer={screen.layer} node={nodeRef.node} />
          )}
          {nodeRef && (
            <NodeContractCard
              engagementId={engagementId}
              layer={screen.layer}
              branch={nodeRef.branch}
              node={nodeRef.node}
            />
          )}
        </>
      }
      editor={
        nodeRef && target.isError ? (
          <LoadProblem error={target.error} onRetry={() => void target.refetch()} />
        ) : (
          <QueryEditorCard
            catalogue={catalogue}
            title={editorTitle}
            emptyText={t(selection.branch ? 'nodeModel.chooseNodeToEdit' : 'nodeModel.chooseBranchToStart')}
            loading={target.isPending}
            value={draft.text}
            onChange={draft.setText}
            dirty={draft.dirty}
            readOnly={!abilities.write}
            onSave={writer ? save : undefined}
            saveUnavailable={writeUnavailable}
            saving={impact.checking || saveNode.isPending || saveNamed.isPending}
            extra={nodeRef && <NodeHistoryButton nodeRef={nodeRef} branches={branches.data} />}
          />
        )
      }
    >
      <SaveImpactDialog impact={impact.asking} onSave={impact.confirm} onCancel={impact.cancel} />
      {nodeRef && kind && (
        <NewNamedQueryDialog
          open={addingNamed}
          kind={kind}
          nodeRef={nodeRef}
          existing={namedQueries.data?.map((q) => q.name) ?? []}
          onClose={() => setAddingNamed(false)}
          onAdded={(name) => guardedSelect(namedQueryParam(kind), name)}
        />
      )}
    </ConfigScreenLayout>
  );
}
