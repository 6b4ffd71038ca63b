// The table of a Build screen: the layer's nodes with Active and Rebuild ticks (select-all headers)
// and each node's last build. No horizontal scroll: antd would copy the header checkboxes into a
// hidden measuring row.
import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuildNode, NodeModelLayer } from '@cairn/contracts';
import { headerState, type BuildColumn } from './buildSelection';
import { HeaderCheckbox } from './HeaderCheckbox';
import { LastBuildCell } from './LastBuildCell';

interface Props {
  engagementId: string;
  layer: NodeModelLayer;
  rows: BuildNode[];
  loading: boolean;
  onTick: (name: string, column: BuildColumn, checked: boolean) => void;
  onTickAll: (column: BuildColumn, checked: boolean) => void;
}

export function BuildNodesTable({ engagementId, layer, rows, loading, onTick, onTickAll }: Props) {
  const { t } = useTranslation();
  const tickColumn = (column: BuildColumn) => ({
    key: column,
    width: 140,
    title: (
      <HeaderCheckbox
        label={t(`building.columns.${column}`)}
        {...headerState(rows, column)}
        disabled={rows.length === 0}
        onChange={(checked) => onTickAll(column, checked)}
        testId={`build-${column}-all`}
      />
    ),
    render: (_: unknown, row: BuildNode) => (
      <Checkbox
        checked={row[column]}
        onChange={(event) => onTick(row.name, column, event.target.checked)}
        aria-label={`${t(`building.columns.${column}`)} ${row.name}`}
        data-testid={`build-${column}-${row.name}`}
      />
    ),
  });

  return (
    <Table<BuildNode>
      rowKey="name"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      data-testid="build-nodes-table"
      locale={{ emptyText: <span data-testid="build-empty">{t('building.noBuilds')}</span> }}
      onRow={(row) => ({ 'data-node': row.name }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: t('building.columns.node'), dataIndex: 'name' },
        tickColumn('active'),
        tickColumn('rebuild'),
        {
          key: 'lastBuild',
          title: t('building.columns.lastBuild'),
          render: (_, row) => <LastBuildCell engagementId={engagementId} layer={layer} node={row.name} />,
        },
      ]}
    />
  );
}
