// Configure step of the testing layer (workspace.md "Testing config"): branch (add), node (add, no
// schema field), fields (Edit fields), test (add), the test's categories (hidden for gain, Edit
// categories) and the SQL editor with Save for the chosen test. The address parameters branch, node
// and test preselect; without an engagement the page goes to Overview.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTest } from '../../shared/api/nodeModel/useTest';
import { useTests } from '../../shared/api/nodeModel/useTests';
import { useUpdateTest } from '../../shared/api/nodeModel/useUpdateTest';
import { uniqueIgnoringCase } from './categoryNames';
import { BranchAndNodeSelectors } from './components/BranchAndNodeSelectors';
import { ConfigScreenGate } from './components/ConfigScreenGate';
import { ConfigScreenLayout } from './components/ConfigScreenLayout';
import { FieldsPanel } from './components/FieldsPanel';
import { LoadProblem } from './components/LoadProblem';
import { NodeHistoryButton } from './components/NodeHistoryButton';
import { QueryEditorCard } from './components/QueryEditorCard';
import { SelectorWithAdd } from './components/SelectorWithAdd';
import { TestCategoriesPanel } from './components/TestCategoriesPanel';
import { NewTestDialog } from './dialogs/NewTestDialog';
import type { NodeModelAccess } from './useNodeModelAccess';
import { useQueryDraft } from './useQueryDraft';
import { useSaveWithToast } from './useSaveWithToast';
import { useSelectedNode } from './useSelectedNode';
import { useWarehouseCatalogue } from './useWarehouseCatalogue';
import { useUnsavedQueryGuards } from './useUnsavedQueryGuards';

export function TestingConfigPage() {
  return (
    <ConfigScreenGate>
      {(engagementId, access) => <TestingConfig engagementId={engagementId} access={access} />}
    </ConfigScreenGate>
  );
}

function TestingConfig({ engagementId, access }: { engagementId: string; access: NodeModelAccess }) {
  const { t } = useTranslation();
  const { isGain } = access;
  const selected = useSelectedNode(engagementId, 'test');
  const catalogue = useWarehouseCatalogue(engagementId, 'test', access.canSeeBuilds);
  // The chosen branch's abilities gate every add, edit and save (useSelectedNode).
  const { selection, branches, abilities, writer, writeUnavailable, nodeRef, node } = selected;
  const [addingTest, setAddingTest] = useState(false);

  const tests = useTests(nodeRef);
  // Choosing a test loads its detail: query and categories.
  const test = useTest(nodeRef, selection.test);
  const updateTest = useUpdateTest(nodeRef, selection.test);
  const saveWithToast = useSaveWithToast();
  const draftId = nodeRef && selection.test ? `${nodeRef.branch}/${nodeRef.node}/${selection.test}` : null;
  const draft = useQueryDraft(draftId, test.data?.query);
  const guardedSelect = useUnsavedQueryGuards(selected.select, draft.dirty);

  if (branches.isError) return <LoadProblem error={branches.error} onRetry={() => void branches.refetch()} />;

  const knownCategories = uniqueIgnoringCase(tests.data?.flatMap((x) => x.categoryNames) ?? []);
  // Fields of a test node are checked against the query in the editor, or the node's own query.
  const fieldsQuery = selection.test ? draft.text : (node.data?.query ?? '');

  return (
    <ConfigScreenLayout
      testId="node-model-config-testing"
      selectors={
        <>
          <BranchAndNodeSelectors
            engagementId={engagementId}
            layer="test"
            selected={selected}
            select={guardedSelect}
            showSchema={false}
            canReadTables={access.canSeeBuilds}
          />
          <SelectorWithAdd
            label={t('nodeModel.test')}
            testId="test"
            value={selection.test}
            names={tests.data?.map((x) => x.name)}
            loading={!!nodeRef && tests.isPending}
            disabled={!nodeRef}
            placeholder={t(nodeRef ? 'nodeModel.chooseTest' : 'nodeModel.chooseNodeFirst')}
            onChange={(value) => guardedSelect('test', value)}
            onAdd={writer ? () => setAddingTest(true) : undefined}
            addLabel={t('nodeModel.newTest.title')}
            addDisabled={!nodeRef || !abilities.write || !tests.data}
            addUnavailable={writeUnavailable}
          />
        </>
      }
      panels={
        <>
          <FieldsPanel selected={selected} access={access} query={fieldsQuery} />
          {nodeRef && selection.test && !isGain && (
            <TestCategoriesPanel
              nodeRef={nodeRef}
              testName={selection.test}
              test={test.data}
              writer={writer}
              writeUnavailable={writeUnavailable}
              abilities={abilities}
            />
          )}
        </>
      }
      editor={
        selection.test && test.isError ? (
          <LoadProblem error={test.error} onRetry={() => void test.refetch()} />
        ) : (
          <QueryEditorCard
            catalogue={catalogue}
            title={selection.test && t('nodeModel.testTitle', { name: selection.test })}
            emptyText={t(nodeRef ? 'nodeModel.chooseTestToEdit' : 'nodeModel.chooseBranchAndNode')}
            loading={test.isPending}
            value={draft.text}
            onChange={draft.setText}
            dirty={draft.dirty}
            readOnly={!abilities.write}
            onSave={
              writer ? () => saveWithToast(() => updateTest.mutateAsync({ query: draft.text })) : undefined
            }
            saveUnavailable={writeUnavailable}
            saving={updateTest.isPending}
            extra={nodeRef && <NodeHistoryButton nodeRef={nodeRef} branches={branches.data} />}
          />
        )
      }
    >
      {nodeRef && (
        <NewTestDialog
          open={addingTest}
          nodeRef={nodeRef}
          existing={tests.data?.map((x) => x.name) ?? []}
          knownCategories={knownCategories}
          showCategories={!isGain}
          onClose={() => setAddingTest(false)}
          onAdded={(name) => guardedSelect('test', name)}
        />
      )}
    </ConfigScreenLayout>
  );
}
