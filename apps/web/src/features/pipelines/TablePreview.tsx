// A warehouse table at a glance: its columns (with types), the first rows and the row count.
// Reused wherever a table is shown (run pages, node screens).
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/ApiError';
import { useTablePreview } from '../../shared/api/pipelines/useTablePreview';
import { WarehouseRowsTable } from './WarehouseRowsTable';

interface Props {
  engagementId: string;
  schema: string;
  table: string;
}

export function TablePreview({ engagementId, schema, table }: Props) {
  const { t } = useTranslation();
  const preview = useTablePreview(engagementId, schema, table);

  if (preview.isError) {
    // An imported table is its source folder's content: without that folder's read access, say so.
    const noFolderAccess = preview.error instanceof ApiError && preview.error.status === 403;
    return (
      <Alert
        type={noFolderAccess ? 'warning' : 'error'}
        showIcon
        data-testid={noFolderAccess ? 'table-preview-no-folder-access' : undefined}
        title={t(noFolderAccess ? 'runs.preview.noFolderAccess' : 'runs.preview.loadFailed', {
          table: `${schema}.${table}`,
        })}
      />
    );
  }
  const data = preview.data;

  return (
    <Flex vertical gap={12} data-testid="table-preview" data-table={`${schema}.${table}`}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{`${schema}.${table}`}</Typography.Text>
        {data && (
          <Tag data-testid="table-preview-row-count" data-count={data.rowCount}>
            {t('runs.preview.rowCount', { count: data.rowCount })}
          </Tag>
        )}
        {data && data.rows.length < data.rowCount && (
          <Typography.Text type="secondary">
            {t('runs.preview.firstRows', { count: data.rows.length })}
          </Typography.Text>
        )}
      </Flex>
      <WarehouseRowsTable
        rows={data?.rows ?? []}
        height={400}
        loading={preview.isPending}
        emptyText={t('runs.preview.noRows')}
        columns={(data?.columns ?? []).map((column) => ({
          key: column.name,
          type: column.type,
          title: (
            <span title={column.type}>
              {column.name}{' '}
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
                {column.type}
              </Typography.Text>
            </span>
          ),
        }))}
      />
    </Flex>
  );
}
