// Branch and node selectors with their plus buttons and add dialogs, shared by every configuration
// screen, gated on the branches' `abilities`. Adding a branch stays possible on a read-only branch
// (that is how work starts from main); adding a node does not. A reader sees both disabled, saying why.
import { useState } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { NewBranchDialog } from '../dialogs/NewBranchDialog';
import { NewNodeDialog } from '../dialogs/NewNodeDialog';
import type { SelectionKey } from '../selection';
import type { SelectedNode } from '../useSelectedNode';
import { ReadOnlyTag } from './ReadOnlyTag';
import { SelectorWithAdd } from './SelectorWithAdd';

interface Props {
  engagementId: string;
  layer: NodeModelLayer;
  selected: SelectedNode;
  /** The screen's select, guarded against losing an unsaved query. */
  select: (key: SelectionKey, value: string | undefined) => void;
  /** The testing screen's new-node dialog has no schema field. */
  showSchema: boolean;
  /** The user may list the warehouse's tables: a new node may start from one. */
  canReadTables: boolean;
}

export function BranchAndNodeSelectors({
  engagementId,
  layer,
  selected,
  select,
  showSchema,
  canReadTables,
}: Props) {
  const { t } = useTranslation();
  const { selection, readOnly, abilities, writer, writeUnavailable } = selected;
  const { data: branches, isPending: branchesLoading } = selected.branches;
  const { data: nodes, isPending: nodesLoading } = selected.nodes;
  const [dialog, setDialog] = useState<'branch' | 'node' | null>(null);
  const close = () => setDialog(null);
  const nodeNames = nodes?.map((n) => n.name);

  return (
    <Flex vertical gap={12}>
      <SelectorWithAdd
        label={t('nodeModel.branch')}
        testId="branch"
        value={selection.branch}
        names={branches?.map((b) => b.name)}
        loading={branchesLoading}
        placeholder={t('nodeModel.chooseBranch')}
        onChange={(value) => select('branch', value)}
        onAdd={writer ? () => setDialog('branch') : undefined}
        addLabel={t('nodeModel.newBranch.title')}
        addDisabled={!branches || (!!selection.branch && !abilities.addBranch)}
        addUnavailable={writeUnavailable}
        extra={readOnly && <ReadOnlyTag />}
      />
      <SelectorWithAdd
        label={t('nodeModel.node')}
        testId="node"
        value={selection.node}
        names={nodeNames}
        loading={!!selection.branch && nodesLoading}
        disabled={!selection.branch}
        placeholder={t(selection.branch ? 'nodeModel.chooseNode' : 'nodeModel.chooseBranchFirst')}
        onChange={(value) => select('node', value)}
        onAdd={writer ? () => setDialog('node') : undefined}
        addLabel={t('nodeModel.newNode.title')}
        addDisabled={!abilities.write || !nodes}
        addUnavailable={writeUnavailable}
      />
      <NewBranchDialog
        open={dialog === 'branch'}
        engagementId={engagementId}
        branches={branches ?? []}
        selectedBranch={selection.branch}
        onClose={close}
        onAdded={(name) => select('branch', name)}
      />
      {selection.branch && (
        <NewNodeDialog
          open={dialog === 'node'}
          engagementId={engagementId}
          branch={selection.branch}
          layer={layer}
          existing={nodeNames ?? []}
          showSchema={showSchema}
          canReadTables={canReadTables}
          onClose={close}
          onAdded={(name) => select('node', name)}
        />
      )}
    </Flex>
  );
}
