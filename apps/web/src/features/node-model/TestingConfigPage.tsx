// Configure step of the testing layer (workspace.md "Testing config"): branch (add), node (add, no
// schema field), fields (Edit fields), test (add), the test's categories (hidden for gain, Edit
// categories) and the SQL editor with Save for the chosen test. The address parameters branch, node
// and test preselect; without an engagement the page goes to Overview.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button, Card, Col, Empty, Flex, Row, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { useUnsavedChangesGuard } from '../../shared/hooks/useUnsavedChangesGuard';
import type { NodeRef } from './api/nodeModelAddresses';
import { useBranches } from './api/useBranches';
import { useNode } from './api/useNode';
import { useNodes } from './api/useNodes';
import { useTest } from './api/useTest';
import { useTests } from './api/useTests';
import { useUpdateTest } from './api/useUpdateTest';
import { uniqueIgnoringCase } from './categoryNames';
import { BranchAndNodeSelectors } from './components/BranchAndNodeSelectors';
import { FieldsPanel } from './components/FieldsPanel';
import { LoadProblem } from './components/LoadProblem';
import { QueryEditorCard } from './components/QueryEditorCard';
import { SelectorWithAdd } from './components/SelectorWithAdd';
import { CategoriesDialog } from './dialogs/CategoriesDialog';
import { FieldsDialog } from './dialogs/FieldsDialog';
import { NewTestDialog } from './dialogs/NewTestDialog';
import { NodeHistoryDrawer } from './history/NodeHistoryDrawer';
import { useGuardedSelect } from './useGuardedSelect';
import { useNodeModelAccess, type NodeModelAccess } from './useNodeModelAccess';
import { useNodeModelSelection } from './useNodeModelSelection';
import { useQueryDraft } from './useQueryDraft';
import { useSaveWithToast } from './useSaveWithToast';
import { PanelEditButton } from './components/PanelEditButton';

export function TestingConfigPage() {
  const access = useNodeModelAccess();
  if (access.isLoading) return <PageSpin />;
  if (!access.engagementId) return <Navigate to="/overview" replace />;
  return <TestingConfig key={access.engagementId} engagementId={access.engagementId} access={access} />;
}

type Dialog = 'test' | 'fields' | 'categories' | 'history' | null;

function TestingConfig({ engagementId, access }: { engagementId: string; access: NodeModelAccess }) {
  const { t } = useTranslation();
  const { isGain, canWrite, provider } = access;
  const { selection, select } = useNodeModelSelection();
  const [dialog, setDialog] = useState<Dialog>(null);

  const branches = useBranches(engagementId);
  const nodes = useNodes(engagementId, selection.branch, 'test');
  const readOnly = !!branches.data?.find((b) => b.name === selection.branch)?.readOnly;
  const nodeRef: NodeRef | null =
    selection.branch && selection.node
      ? { engagementId, branch: selection.branch, layer: 'test', node: selection.node }
      : null;
  const node = useNode(nodeRef);
  const tests = useTests(nodeRef);
  // Choosing a test loads its detail: query and categories.
  const test = useTest(nodeRef, selection.test);
  const updateTest = useUpdateTest(nodeRef, selection.test);
  const saveWithToast = useSaveWithToast();
  const draftId = nodeRef && selection.test ? `${nodeRef.branch}/${nodeRef.node}/${selection.test}` : null;
  const draft = useQueryDraft(draftId, test.data?.query);
  const guardedSelect = useGuardedSelect(select, draft.dirty);
  // Leaving the page (another tab or screen, a reload) with an unsaved query asks too.
  useUnsavedChangesGuard(draft.dirty);
  const close = () => setDialog(null);

  if (branches.isError) return <LoadProblem error={branches.error} onRetry={() => void branches.refetch()} />;

  const knownCategories = uniqueIgnoringCase(tests.data?.flatMap((x) => x.categoryNames) ?? []);
  // Fields of a test node are checked against the query in the editor, or the node's own query.
  const fieldsQuery = selection.test ? draft.text : (node.data?.query ?? '');

  return (
    <Row gutter={[16, 16]} data-testid="node-model-config-testing">
      <Col xs={24} lg={LAYOUT.sideSpan}>
        <Flex vertical gap={16}>
          <Card size="small">
            <Flex vertical gap={12}>
              <BranchAndNodeSelectors
                engagementId={engagementId}
                layer="test"
                selection={selection}
                select={guardedSelect}
                branches={branches.data}
                branchesLoading={branches.isPending}
                nodes={nodes.data}
                nodesLoading={nodes.isPending}
                canWrite={canWrite}
                readOnly={readOnly}
                showSchema={false}
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
                onAdd={canWrite ? () => setDialog('test') : undefined}
                addLabel={t('nodeModel.newTest.title')}
                addDisabled={!nodeRef || readOnly || !tests.data}
              />
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
          {nodeRef && selection.test && !isGain && (
            <Card
              size="small"
              title={t('nodeModel.categories')}
              data-testid="test-categories-panel"
              extra={
                canWrite && (
                  <PanelEditButton
                    label={t('nodeModel.categoriesDialog.edit')}
                    disabled={readOnly || !test.data}
                    onClick={() => setDialog('categories')}
                    testId="test-categories-edit"
                  />
                )
              }
            >
              {test.data?.categoryNames.length ? (
                <Flex gap={4} wrap>
                  {test.data.categoryNames.map((name) => (
                    <Tag key={name} data-testid={`test-category-${name}`}>
                      {name}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('nodeModel.categoriesDialog.none')}
                />
              )}
            </Card>
          )}
        </Flex>
      </Col>
      <Col xs={24} lg={LAYOUT.mainSpan}>
        {selection.test && test.isError ? (
          <LoadProblem error={test.error} onRetry={() => void test.refetch()} />
        ) : (
          <QueryEditorCard
            title={selection.test && t('nodeModel.testTitle', { name: selection.test })}
            emptyText={t(nodeRef ? 'nodeModel.chooseTestToEdit' : 'nodeModel.chooseBranchAndNode')}
            loading={test.isPending}
            value={draft.text}
            onChange={draft.setText}
            dirty={draft.dirty}
            readOnly={!canWrite || readOnly}
            onSave={
              canWrite ? () => saveWithToast(() => updateTest.mutateAsync({ query: draft.text })) : undefined
            }
            saving={updateTest.isPending}
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

      {nodeRef && (
        <NewTestDialog
          open={dialog === 'test'}
          nodeRef={nodeRef}
          existing={tests.data?.map((x) => x.name) ?? []}
          knownCategories={knownCategories}
          showCategories={!isGain}
          onClose={close}
          onAdded={(name) => guardedSelect('test', name)}
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
      {nodeRef && selection.test && test.data && dialog === 'categories' && (
        <CategoriesDialog
          nodeRef={nodeRef}
          test={selection.test}
          categoryNames={test.data.categoryNames}
          onClose={close}
        />
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
