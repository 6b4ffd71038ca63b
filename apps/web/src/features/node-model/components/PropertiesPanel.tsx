// The node's properties (filtering, labeling) and the Edit properties button for users who may write.
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Property } from '@cairn/contracts';
import { PanelEditButton } from './PanelEditButton';

interface Props {
  properties: Property[] | undefined;
  loading: boolean;
  onEdit?: () => void;
  editDisabled?: boolean;
}

export function PropertiesPanel({ properties, loading, onEdit, editDisabled }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('nodeModel.properties.title')}
      data-testid="properties-panel"
      extra={
        onEdit && (
          <PanelEditButton
            label={t('nodeModel.properties.edit')}
            disabled={editDisabled}
            onClick={onEdit}
            testId="properties-edit"
          />
        )
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : !properties?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodeModel.properties.none')} />
      ) : (
        <ul style={{ maxHeight: 200, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
          {properties.map((property) => (
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
      )}
    </Card>
  );
}
