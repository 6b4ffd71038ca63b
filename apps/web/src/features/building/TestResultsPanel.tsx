// The results of one test run (workspace.md "Testing run overview and monitor overview"): per test
// its node, categories, passed, failed or error (could not run), the failing row count, the failing rows and the test's
// trend across runs. Used by the Testing run overview and meant for the testing monitor too.
import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@cairn/contracts';
import { isFinished } from '../pipelines/runStatus';
import { useTestResults } from '../../shared/api/pipelines/useTestResults';
import { FailingRowsDialog } from './dialogs/FailingRowsDialog';
import { TestTrendDialog, type TrendTarget } from './dialogs/TestTrendDialog';
import { TestResultTag } from './TestResultTag';

interface Props {
  engagementId: string;
  runId: string;
  /** The run's status: results are asked for again until the run has finished. */
  runStatus: string;
}

export function TestResultsPanel({ engagementId, runId, runStatus }: Props) {
  const { t } = useTranslation();
  const finished = isFinished(runStatus);
  const results = useTestResults(engagementId, runId, finished);
  const [rowsOf, setRowsOf] = useState<TestResult | null>(null);
  const [trendOf, setTrendOf] = useState<TrendTarget | null>(null);

  if (results.isError) return <Alert type="error" showIcon title={t('testing.resultsFailed')} />;
  const emptyText = finished ? t('testing.noResults') : t('testing.testsRunning');

  return (
    <div data-testid="test-results" data-run-id={runId}>
      <Table<TestResult>
        rowKey={(result) => `${result.node}/${result.test}`}
        size="small"
        loading={results.isPending}
        dataSource={results.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: <span data-testid="test-results-empty">{emptyText}</span> }}
        onRow={(result) =>
          ({ 'data-test': result.test, 'data-node': result.node }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { key: 'test', title: t('testing.columns.test'), dataIndex: 'test' },
          { key: 'node', title: t('testing.columns.node'), dataIndex: 'node' },
          {
            key: 'categories',
            title: t('testing.columns.categories'),
            render: (_, result) => (
              <Flex gap={4} wrap>
                {result.categoryNames.map((name) => (
                  <Tag key={name}>{name}</Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'result',
            title: t('testing.columns.result'),
            render: (_, result) => (
              <Flex vertical gap={4} align="flex-start">
                <TestResultTag state={result.state} />
                {result.message && <Typography.Text type="danger">{result.message}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: 'failingRows',
            title: t('testing.columns.failingRows'),
            align: 'right',
            render: (_, result) => (
              <Flex gap={6} justify="flex-end" align="center">
                {result.failingRowsHidden && (
                  // The rows come from a folder the user may not read: say so where the count is.
                  <Tooltip title={t('testing.failingRowsHidden')}>
                    <LockOutlined
                      aria-label={t('testing.failingRowsHidden')}
                      data-testid="test-failing-rows-hidden"
                    />
                  </Tooltip>
                )}
                <span data-testid="test-failing-count" data-count={result.failingRowCount ?? ''}>
                  {result.failingRowCount ?? t('common.notAvailable')}
                </span>
              </Flex>
            ),
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, result) => (
              <Flex gap={8} justify="flex-end">
                <Tooltip title={result.failingRowsHidden ? t('testing.failingRowsHidden') : undefined}>
                  <Button
                    size="small"
                    disabled={!result.failingRows?.length}
                    onClick={() => setRowsOf(result)}
                    data-testid="test-failing-rows-button"
                  >
                    {t('testing.showFailingRows')}
                  </Button>
                </Tooltip>
                <Button
                  size="small"
                  onClick={() => setTrendOf({ node: result.node, test: result.test })}
                  data-testid="test-trend-button"
                >
                  {t('testing.trend')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <FailingRowsDialog result={rowsOf} onClose={() => setRowsOf(null)} />
      <TestTrendDialog engagementId={engagementId} target={trendOf} onClose={() => setTrendOf(null)} />
    </div>
  );
}
