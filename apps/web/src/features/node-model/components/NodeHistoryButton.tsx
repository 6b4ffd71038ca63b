// The editor's History button and the node's history drawer it opens.
import { useState } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@cairn/contracts';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { NodeHistoryDrawer } from '../history/NodeHistoryDrawer';

/** `branches`: those the node can be compared across (absent while they load). */
export function NodeHistoryButton({
  nodeRef,
  branches,
}: {
  nodeRef: NodeRef;
  branches: Branch[] | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="node-history-open">
        {t('nodeModel.history.open')}
      </Button>
      <NodeHistoryDrawer
        open={open}
        nodeRef={nodeRef}
        branches={branches?.map((b) => b.name) ?? []}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
