// The node's fields with their status dot (active when the name appears in the query), at most
// 200 px high, and the Edit fields button for users who may write.
import { Card, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldStatus, type FieldInput } from '@cairn/contracts';
import { StatusDot } from './StatusDot';
import { PanelEditButton } from './PanelEditButton';

interface Props {
  fields: FieldInput[] | undefined;
  query: string;
  loading: boolean;
  showDataTypes: boolean;
  /** Absent: the user may not write. */
  onEdit?: () => void;
  editDisabled?: boolean;
}

export function FieldsPanel({ fields, query, loading, showDataTypes, onEdit, editDisabled }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('nodeModel.fields.title')}
      data-testid="fields-panel"
      extra={
        onEdit && (
          <PanelEditButton
            label={t('nodeModel.fields.edit')}
            disabled={editDisabled}
            onClick={onEdit}
            testId="fields-edit"
          />
        )
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : !fields?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodeModel.fields.none')} />
      ) : (
        <ul
          style={{ maxHeight: 200, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' }}
          data-testid="fields-panel-list"
        >
          {fields.map((field) => (
            <li key={field.name} data-testid={`fields-panel-item-${field.name}`}>
              <Flex align="center" gap={8} style={{ padding: '2px 0' }}>
                <StatusDot status={fieldStatus(field.name, query)} />
                {/* The side column is narrow: the name gets the room, the type shows on hover. */}
                <Tooltip
                  title={showDataTypes ? `${field.name} · ${field.dataType}` : field.name}
                  placement="right"
                >
                  <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                    {field.name}
                  </Typography.Text>
                </Tooltip>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
