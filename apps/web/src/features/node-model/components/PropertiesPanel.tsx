// The node's properties (filtering, labeling) and the Edit properties button (with its dialog) as the
// branch's abilities allow.
import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PropertiesDialog } from '../dialogs/PropertiesDialog';
import type { SelectedNode } from '../useSelectedNode';
import { PANEL_LIST_STYLE, SidePanel } from './SidePanel';

/** Nothing until a node is chosen. */
export function PropertiesPanel({ selected }: { selected: SelectedNode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { nodeRef, abilities, writer, writeUnavailable } = selected;
  const node = selected.node.data;
  const properties = node?.properties;
  if (!nodeRef) return null;
  return (
    <SidePanel
      title={t('nodeModel.properties.title')}
      testId="properties"
      editLabel={t('nodeModel.properties.edit')}
      onEdit={writer ? () => setEditing(true) : undefined}
      editDisabled={!abilities.write || !node}
      editUnavailable={writeUnavailable}
      loading={selected.node.isPending}
      skeletonRows={2}
      isEmpty={!properties?.length}
      emptyText={t('nodeModel.properties.none')}
      dialog={
        editing &&
        node && (
          <PropertiesDialog
            nodeRef={nodeRef}
            properties={node.properties}
            onClose={() => setEditing(false)}
          />
        )
      }
    >
      <ul style={PANEL_LIST_STYLE}>
        {properties?.map((property) => (
          <li key={property.name} data-testid={`properties-panel-item-${property.name}`}>
            <Flex gap={8} style={{ padding: '2px 0' }}>
              <Typography.Text strong ellipsis={{ tooltip: property.name }} style={{ maxWidth: '50%' }}>
                {property.name}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis={{ tooltip: property.value }}>
                {property.value}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
