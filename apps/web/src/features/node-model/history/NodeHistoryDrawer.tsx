// The history of a node: its commits (author, time, message) with the query as it was after each,
// and a comparison with the same node on another branch (queries side by side, fields and properties).
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { NodeCommitsTab } from './NodeCommitsTab';
import { NodeCompareTab } from './NodeCompareTab';

interface Props {
  open: boolean;
  nodeRef: NodeRef;
  branches: readonly string[];
  onClose: () => void;
}

export function NodeHistoryDrawer({ open, nodeRef, branches, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={960}
      title={t('nodeModel.history.title', { node: nodeRef.node, branch: nodeRef.branch })}
      destroyOnHidden
      data-testid="node-history"
    >
      <Tabs
        items={[
          {
            key: 'commits',
            label: <span data-testid="node-history-tab-commits">{t('nodeModel.history.commits')}</span>,
            children: <NodeCommitsTab nodeRef={nodeRef} />,
          },
          {
            key: 'compare',
            label: <span data-testid="node-history-tab-compare">{t('nodeModel.history.compare')}</span>,
            children: (
              <NodeCompareTab nodeRef={nodeRef} branches={branches.filter((b) => b !== nodeRef.branch)} />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
