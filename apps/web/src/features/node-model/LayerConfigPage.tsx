// Configure step of modeling, filtering, labeling / FX rate and analytical (workspace.md "Model,
// filtering, labeling, analytical configuration"): branch, node and source (modeling) or category
// (analytical) selectors with add dialogs, the fields panel, the properties panel (filtering,
// labeling; not for gain), and the SQL editor with Save. The choices live in the address query.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button, Card, Col, Flex, Row } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { useUnsavedChangesGuard } from '../../shared/hooks/useUnsavedChangesGuard';
import { useBranches } from './api/useBranches';
import { useNamedQueries } from './api/useNamedQueries';
import { useNamedQuery } from './api/useNamedQuery';
import { useNode } from './api/useNode';
import { useNodes } from './api/useNodes';
import { useSaveNamedQuery } from './api/useSaveNamedQuery';
import { useSaveNodeQuery } from './api/useSaveNodeQuery';
import type { NodeRef } from './api/nodeModelAddresses';
import { BranchAndNodeSelectors } from './components/BranchAndNodeSelectors';
import { FieldsPanel } from './components/FieldsPanel';
import { LoadProblem } from './components/LoadProblem';
import { PropertiesPanel } from './components/PropertiesPanel';
import { QueryEditorCard } from './components/QueryEditorCard';
import { SelectorWithAdd } from './components/SelectorWithAdd';
import { FieldsDialog } from './dialogs/FieldsDialog';
import { NewNamedQueryDialog } from './dialogs/NewNamedQueryDialog';
import { PropertiesDialog } from './dialogs/PropertiesDialog';
import { NodeHistoryDrawer } from './history/NodeHistoryDrawer';
import { NodeLastBuildCard } from '../building/NodeLastBuildCard';
import { LAYER_SCREENS, namedQueryParam, type ConfigArea } from './nodeModelLayers';
import { useGuardedSelect } from './useGuardedSelect';
import { useNodeModelAccess, type NodeModelAccess } from './useNodeModelAccess';
import { useNodeModelSelection } from './useNodeModelSelection';
import { useQueryDraft } from './useQueryDraft';
import { useSaveWithToast } from './useSaveWithToast';

export function LayerConfigPage({ area }: { area: ConfigArea }) {
  const access = useNodeModelAccess();
  if (access.isLoading) return <PageSpin />;
  if (!access.engagementId) return <Navigate to="/overview" replace />;
  return (
    <LayerConfig key={access.engagementId} area={area} engagementId={access.engagementId} access={access} />
  );
}

type Dialog = 'namedQuery' | 'fields' | 'properties' | 'history' | null;

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
  const { isGain, canWrite, canSeeBuilds, provider } = access;
  const screen = LAYER_SCREENS[area];
  const kind = screen.namedQueries;
  const { selection, select } = useNodeModelSelection();
  const [dialog, setDialog] = useState<Dialog>(null);

  const branches = useBranches(engagementId);
  const nodes = useNodes(engagementId, selection.branch, screen.layer);
  const branch = branches.data?.find((b) => b.name === selection.branch);
  const readOnly = !!branch?.readOnly;
  const nodeRef: NodeRef | null =
    selection.branch && selection.node
      ? { engagementId, branch: selection.branch, layer: screen.layer, node: selection.node }
      : null;
  const node = useNode(nodeRef);
  const namedName = kind ? selection[namedQueryParam(kind)] : undefined;
  const namedQueries = useNamedQueries(nodeRef, kind);
  const namedQuery = useNamedQuery(nodeRef, kind, namedName);
  const saveNode = useSaveNodeQuery(nodeRef);
  const saveNamed = useSaveNamedQuery(nodeRef, kind, namedName);
  const saveWithToast = useSaveWithToast();

  // The editor shows the chosen source or category, else the node.
  const showsNamed = !!(kind && namedName);
  const target = showsNamed ? namedQuery : node;
  const draftId = nodeRef
    ? `${nodeRef.branch}/${nodeRef.node}/${showsNamed ? `${kind}/${namedName}` : ''}`
    : null;
  const draft = useQueryDraft(draftId, target.data?.query);
  const guardedSelect = useGuardedSelect(select, draft.dirty);
  // Leaving the page (another tab or screen, a reload) with an unsaved query asks too.
  useUnsavedChangesGuard(draft.dirty);
  const showProperties = screen.properties(isGain);
  // Fields belong to the node: their status and the suggestions come from the node's query (the
  // editor's text while the editor shows the node).
  const fieldsQuery = showsNamed ? (node.data?.query ?? '') : draft.text;
  const close = () => setDialog(null);

  if (branches.isError) return <LoadProblem error={branches.error} onRetry={() => void branches.refetch()} />;

  const editorTitle = !nodeRef
    ? undefined
    : showsNamed
      ? t(kind === 'sources' ? 'nodeModel.sourceTitle' : 'nodeModel.categoryTitle', { name: namedName })
      : t('nodeModel.nodeTitle', { name: nodeRef.node });
  const save = () =>
    saveWithToast(() => (showsNamed ? saveNamed.mutateAsync(draft.text) : saveNode.mutateAsync(draft.text)));

  return (
    <Row gutter={[16, 16]} data-testid={`node-model-config-${area}`}>
      <Col xs={24} lg={LAYOUT.sideSpan}>
        <Flex vertical gap={16}>
          <Card size="small">
            <Flex vertical gap={12}>
              <BranchAndNodeSelectors
                engagementId={engagementId}
                layer={screen.layer}
                selection={selection}
                select={guardedSelect}
                branches={branches.data}
                branchesLoading={branches.isPending}
                nodes={nodes.data}
                nodesLoading={nodes.isPending}
                canWrite={canWrite}
                readOnly={readOnly}
                showSchema
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
                  onAdd={canWrite ? () => setDialog('namedQuery') : undefined}
                  addLabel={t(
                    kind === 'sources' ? 'nodeModel.newSource.title' : 'nodeModel.newCategory.title',
                  )}
                  addDisabled={!nodeRef || readOnly || !namedQueries.data}
                />
              )}
            </Flex>
          </Card>
          {nodeRef && (
            <FieldsPanel
              fields={node.data?.fields}
              query={fieldsQuery}
              loading={node.isPending}
              showDataTypes={!isGain}
              onEdit={canWrite ? () => setDialog('fields') : undefined}
              editDisabled={readOnly || !node.data}
            />
          )}
          {nodeRef && showProperties && (
            <PropertiesPanel
              properties={node.data?.properties}
              loading={node.isPending}
              onEdit={canWrite ? () => setDialog('properties') : undefined}
              editDisabled={readOnly || !node.data}
            />
          )}
          {nodeRef && canSeeBuilds && (
            <NodeLastBuildCard engagementId={engagementId} layer={screen.layer} node={nodeRef.node} />
          )}
        </Flex>
      </Col>
      <Col xs={24} lg={LAYOUT.mainSpan}>
        {nodeRef && target.isError ? (
          <LoadProblem error={target.error} onRetry={() => void target.refetch()} />
        ) : (
          <QueryEditorCard
            title={editorTitle}
            emptyText={t(selection.branch ? 'nodeModel.chooseNodeToEdit' : 'nodeModel.chooseBranchToStart')}
            loading={target.isPending}
            value={draft.text}
            onChange={draft.setText}
            dirty={draft.dirty}
            readOnly={!canWrite || readOnly}
            onSave={canWrite ? save : undefined}
            saving={saveNode.isPending || saveNamed.isPending}
            extra={
              nodeRef && (
                <Button
                  icon={<HistoryOutlined />}
                  onClick={() => setDialog('history')}
                  data-testid="node-history-open"
                >
                  {t('nodeModel.history.open')}
                </Button>
              )
            }
          />
        )}
      </Col>

      {nodeRef && kind && (
        <NewNamedQueryDialog
          open={dialog === 'namedQuery'}
          kind={kind}
          nodeRef={nodeRef}
          existing={namedQueries.data?.map((q) => q.name) ?? []}
          onClose={close}
          onAdded={(name) => guardedSelect(namedQueryParam(kind), name)}
        />
      )}
      {nodeRef && node.data && dialog === 'fields' && (
        <FieldsDialog
          nodeRef={nodeRef}
          fields={node.data.fields.map(({ name, dataType }) => ({ name, dataType }))}
          query={fieldsQuery}
          isGain={isGain}
          provider={provider}
          onClose={close}
        />
      )}
      {nodeRef && node.data && dialog === 'properties' && (
        <PropertiesDialog nodeRef={nodeRef} properties={node.data.properties} onClose={close} />
      )}
      {nodeRef && (
        <NodeHistoryDrawer
          open={dialog === 'history'}
          nodeRef={nodeRef}
          branches={branches.data?.map((b) => b.name) ?? []}
          onClose={close}
        />
      )}
    </Row>
  );
}
