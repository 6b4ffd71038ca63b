// The node's fields with their status dot (active when the name appears in the query), at most
// 200 px high, and the Edit fields button for users who may write.
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fieldStatus, type FieldInput } from '@cairn/contracts';
import { StatusDot } from './StatusDot';

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
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={editDisabled}
            onClick={onEdit}
            data-testid="fields-edit"
          >
            {t('nodeModel.fields.edit')}
          </Button>
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
                <Typography.Text ellipsis={{ tooltip: field.name }} style={{ flex: 1, minWidth: 0 }}>
                  {field.name}
                </Typography.Text>
                {showDataTypes && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {field.dataType}
                  </Typography.Text>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
