import { Checkbox, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { headerState } from './buildSelection';
import { HeaderCheckbox } from './HeaderCheckbox';
import type { TestRow } from './testSelection';

interface Props {
  rows: TestRow[];
  loading: boolean;
  emptyText: string;
  onTick: (name: string, checked: boolean) => void;
  onTickAll: (checked: boolean) => void;
}

/** The Testing build's tests of one node, each with its active tick (select-all header). */
export function TestingTestsTable({ rows, loading, emptyText, onTick, onTickAll }: Props) {
  const { t } = useTranslation();
  return (
    <Table<TestRow>
      rowKey="name"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      data-testid="testing-tests-table"
      locale={{ emptyText: <span data-testid="testing-no-tests">{emptyText}</span> }}
      onRow={(row) => ({ 'data-test': row.name }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'active',
          width: 140,
          title: (
            <HeaderCheckbox
              label={t('testing.columns.active')}
              {...headerState(rows, 'active')}
              disabled={rows.length === 0}
              onChange={onTickAll}
              testId="testing-active-all"
            />
          ),
          render: (_, row) => (
            <Checkbox
              checked={row.active}
              onChange={(event) => onTick(row.name, event.target.checked)}
              aria-label={`${t('testing.columns.active')} ${row.name}`}
              data-testid={`testing-active-${row.name}`}
            />
          ),
        },
        { key: 'name', title: t('testing.columns.test'), dataIndex: 'name' },
        {
          key: 'categories',
          title: t('testing.columns.categories'),
          render: (_, row) => (
            <Flex gap={4} wrap>
              {row.categoryNames.map((name) => (
                <Tag key={name}>{name}</Tag>
              ))}
            </Flex>
          ),
        },
      ]}
    />
  );
}
