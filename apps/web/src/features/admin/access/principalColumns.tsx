// What the two "principals with their roles at a scope" tables share (tenant users and applications,
// engagement access): each row names its principal (data-principal), and the name column shows the
// display name over the id.
import { Empty, Flex, Typography, type TableColumnType } from 'antd';
import type { AggregatedAssignment } from '@cairn/contracts';

export const principalRow = (row: AggregatedAssignment) =>
  ({ 'data-principal': row.aggregationId }) as React.HTMLAttributes<HTMLElement>;

export const principalNameColumn = (title: string): TableColumnType<AggregatedAssignment> => ({
  key: 'name',
  title,
  render: (_, row) => (
    <Flex vertical>
      <span>{row.aggregationDisplayName}</span>
      <Typography.Text type="secondary">{row.aggregationId}</Typography.Text>
    </Flex>
  ),
});

/** The table's empty state: "No users" or "No applications". */
export const noPrincipals = (text: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />,
});
