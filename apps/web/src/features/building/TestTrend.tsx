// The trend of one test across runs: a row of pass/fail markers, oldest on the left, each with the
// run's time and failing row count on hover, and the same runs as a short table.
import { Alert, Flex, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useTestTrend } from '../../shared/api/pipelines/useTestTrend';
import { ListTable } from '../../shared/components/ListTable';
import { TestResultTag } from './TestResultTag';

export function TestTrend({
  engagementId,
  node,
  test,
}: {
  engagementId: string;
  node: string;
  test: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const trend = useTestTrend(engagementId, node, test);
  if (trend.isError) return <Alert type="error" showIcon title={t('testing.trendFailed')} />;
  const results = trend.data ?? [];
  const oldestFirst = [...results].reverse();
  const count = (result: TestResult) => result.failingRowCount ?? 0;

  return (
    <Flex vertical gap={16} data-testid="test-trend" data-test={test}>
      <Flex gap={4} align="flex-end" style={{ minHeight: 28 }} role="list" aria-label={t('testing.trend')}>
        {oldestFirst.map((result) => (
          <Tooltip
            key={result.runId}
            title={`${formatDateTime(result.ranAt)} · ${t(result.passed ? 'testing.passed' : 'testing.failed')}${
              result.passed ? '' : ` · ${t('testing.failingRowCount', { rows: count(result) })}`
            }`}
          >
            <span
              role="listitem"
              data-testid="trend-marker"
              data-passed={result.passed}
              style={{
                display: 'inline-block',
                width: 12,
                height: result.passed ? 14 : 24,
                borderRadius: 3,
                background: result.passed ? token.colorSuccess : token.colorError,
              }}
            />
          </Tooltip>
        ))}
        {!trend.isPending && results.length === 0 && (
          <Typography.Text type="secondary">{t('testing.noTrend')}</Typography.Text>
        )}
      </Flex>
      <ListTable<TestResult>
        rowKey="runId"
        size="small"
        query={trend}
        scroll={{ y: 320 }}
        columns={[
          {
            key: 'ranAt',
            title: t('testing.columns.ranAt'),
            render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.ranAt)}</span>,
          },
          { key: 'branch', title: t('testing.columns.branch'), dataIndex: 'branch' },
          {
            key: 'result',
            title: t('testing.columns.result'),
            render: (_, r) => <TestResultTag passed={r.passed} />,
          },
          {
            key: 'count',
            title: t('testing.columns.failingRows'),
            align: 'right',
            render: (_, r) => (r.failingRowCount === null ? t('common.notAvailable') : r.failingRowCount),
          },
        ]}
      />
    </Flex>
  );
}
