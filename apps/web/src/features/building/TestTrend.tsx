// The trend of one test across runs: a row of markers (passed, failed, error), oldest on the left, each
// with the run's time and failing row count (or why it could not run) on hover, and the same runs as
// a short table.
import { Alert, Flex, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useTestTrend } from '../../shared/api/pipelines/useTestTrend';
import { ListTable } from '../../shared/components/ListTable';
import { TEST_STATE_LOOK, TestResultTag } from './TestResultTag';

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
  const detail = (result: TestResult) =>
    result.state === 'failed'
      ? ` · ${t('testing.failingRowCount', { rows: result.failingRowCount ?? 0 })}`
      : result.state === 'error' && result.message
        ? ` · ${result.message}`
        : '';
  const colour = { success: token.colorSuccess, failed: token.colorError, error: token.colorWarning };

  return (
    <Flex vertical gap={16} data-testid="test-trend" data-test={test}>
      <Flex gap={4} align="flex-end" style={{ minHeight: 28 }} role="list" aria-label={t('testing.trend')}>
        {oldestFirst.map((result) => (
          <Tooltip
            key={result.runId}
            title={`${formatDateTime(result.ranAt)} · ${t(TEST_STATE_LOOK[result.state].key)}${detail(result)}`}
          >
            <span
              role="listitem"
              data-testid="trend-marker"
              data-passed={result.passed}
              data-state={result.state}
              style={{
                display: 'inline-block',
                width: 12,
                height: result.state === 'success' ? 14 : 24,
                borderRadius: 3,
                background: colour[result.state],
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
            render: (_, r) => <TestResultTag state={r.state} />,
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
