// The node's fields with their status dot (active when the name appears in the query), at most
// 200 px high, and the Edit fields button (with its dialog) as the branch's abilities allow.
import { useState } from 'react';
import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldStatus } from '@cairn/contracts';
import { FieldsDialog } from '../dialogs/FieldsDialog';
import type { NodeModelAccess } from '../useNodeModelAccess';
import type { SelectedNode } from '../useSelectedNode';
import { StatusDot } from './StatusDot';
import { PANEL_LIST_STYLE, SidePanel } from './SidePanel';

interface Props {
  selected: SelectedNode;
  access: NodeModelAccess;
  /** The query the fields' status (and the dialog's suggestions) come from. */
  query: string;
}

/** Nothing until a node is chosen. */
export function FieldsPanel({ selected, access, query }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { nodeRef, abilities, writer, writeUnavailable } = selected;
  const { isGain, provider } = access;
  const node = selected.node.data;
  const fields = node?.fields;
  if (!nodeRef) return null;
  return (
    <SidePanel
      title={t('nodeModel.fields.title')}
      testId="fields"
      editLabel={t('nodeModel.fields.edit')}
      onEdit={writer ? () => setEditing(true) : undefined}
      editDisabled={!abilities.write || !node}
      editUnavailable={writeUnavailable}
      loading={selected.node.isPending}
      skeletonRows={3}
      isEmpty={!fields?.length}
      emptyText={t('nodeModel.fields.none')}
      dialog={
        editing &&
        node && (
          <FieldsDialog
            nodeRef={nodeRef}
            fields={node.fields.map(({ name, dataType }) => ({ name, dataType }))}
            query={query}
            isGain={isGain}
            provider={provider}
            onClose={() => setEditing(false)}
          />
        )
      }
    >
      <ul style={PANEL_LIST_STYLE} data-testid="fields-panel-list">
        {fields?.map((field) => (
          <li key={field.name} data-testid={`fields-panel-item-${field.name}`}>
            <Flex align="center" gap={8} style={{ padding: '2px 0' }}>
              <StatusDot status={fieldStatus(field.name, query)} />
              {/* The side column is narrow: the name gets the room, the type shows on hover. */}
              <Tooltip title={isGain ? field.name : `${field.name} · ${field.dataType}`} placement="right">
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {field.name}
                </Typography.Text>
              </Tooltip>
            </Flex>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
