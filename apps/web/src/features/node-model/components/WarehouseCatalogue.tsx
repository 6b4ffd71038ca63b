// Beside the SQL editor: the warehouse's tables by schema, each with its columns and types (issue 27:
// a new user writes a query without guessing names). A table's or column's name copies with one
// click; the editor completes the same names.
import { Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { WarehouseTable } from '@cairn/contracts';

interface Props {
  tables: readonly WarehouseTable[];
  /** The schemas opened at first (the layer the node reads from). */
  openSchemas: readonly string[];
}

export function WarehouseCatalogue({ tables, openSchemas }: Props) {
  const { t } = useTranslation();
  const schemas = [...new Set(tables.map((table) => table.schema))];
  const treeData: DataNode[] = schemas.map((schema) => ({
    key: schema,
    title: <Typography.Text strong>{schema}</Typography.Text>,
    selectable: false,
    children: tables
      .filter((table) => table.schema === schema)
      .map((table) => ({
        key: `${schema}.${table.name}`,
        selectable: false,
        title: (
          <Typography.Text copyable={{ text: `${schema}.${table.name}` }}>
            {table.name}{' '}
            <Typography.Text type="secondary">
              {t('nodeModel.catalogue.rows', { count: table.rowCount })}
            </Typography.Text>
          </Typography.Text>
        ),
        children: table.columns.map((column) => ({
          key: `${schema}.${table.name}.${column.name}`,
          isLeaf: true,
          selectable: false,
          title: (
            <Typography.Text copyable={{ text: column.name }}>
              {column.name} <Typography.Text type="secondary">{column.type}</Typography.Text>
            </Typography.Text>
          ),
        })),
      })),
  }));
  return (
    <div data-testid="warehouse-catalogue" aria-label={t('nodeModel.catalogue.title')}>
      <Typography.Text strong>{t('nodeModel.catalogue.title')}</Typography.Text>
      {tables.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('nodeModel.catalogue.empty')}</Typography.Paragraph>
      ) : (
        <Tree
          treeData={treeData}
          defaultExpandedKeys={[...openSchemas]}
          showLine
          blockNode
          style={{ maxHeight: 480, overflow: 'auto', marginTop: 8 }}
        />
      )}
    </div>
  );
}
