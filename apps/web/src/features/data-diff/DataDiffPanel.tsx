// The data diff of a node (issue 28, docs/building.md "Data diff"): its built table against what its
// query gives on another branch, joined by the key columns chosen here; counts first, then the
// changed columns and a page of differing rows with both values. Computed in the warehouse.
import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataDiffRequest } from '../../shared/api/dataDiff/keys';
import { useDataDiff } from '../../shared/api/dataDiff/useDataDiff';
import { isApiError } from '../../shared/api/ApiError';
import { errorDescription } from '../../shared/api/reportError';

const CHANGE_COLOURS = { added: 'green', removed: 'red', changed: 'orange' } as const;

interface Props {
  engagementId: string;
  layer: DataDiffRequest['layer'];
  node: string;
  /** Branches to compare with (the node's branches). */
  branches: readonly string[];
  /** The node's columns, offered as keys. */
  columns: readonly string[];
}

export function DataDiffPanel({ engagementId, layer, node, branches, columns }: Props) {
  const { t } = useTranslation();
  const [branch, setBranch] = useState<string | undefined>();
  const [key, setKey] = useState<string[]>(columns.slice(0, 1));
  const [request, setRequest] = useState<DataDiffRequest>();
  const diff = useDataDiff(engagementId, request);
  const compare = () => branch && key.length && setRequest({ layer, node, branch, key, page: 1 });
  const data = diff.data;
  const differing = data ? data.counts.added + data.counts.removed + data.counts.changed : 0;

  return (
    <Flex vertical gap={16} data-testid="data-diff">
      <Typography.Text type="secondary">
        {t('dataDiff.explain', { table: `${layer}.${node}` })}
      </Typography.Text>
      <Form layout="vertical" onFinish={compare}>
        <Form.Item label={t('dataDiff.branch')} required>
          <Select
            value={branch}
            onChange={setBranch}
            options={branches.map((b) => ({ value: b, label: b }))}
            placeholder={t('dataDiff.branchPlaceholder')}
            data-testid="data-diff-branch"
          />
        </Form.Item>
        <Form.Item label={t('dataDiff.key')} required extra={t('dataDiff.keyHelp')}>
          <Select
            mode="tags"
            value={key}
            onChange={setKey}
            options={columns.map((c) => ({ value: c, label: c }))}
            data-testid="data-diff-key"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!branch || !key.length}
          loading={diff.isFetching}
          data-testid="data-diff-compare"
        >
          {t('dataDiff.compare')}
        </Button>
      </Form>
      {diff.isError && (
        <Alert
          type="error"
          showIcon
          data-testid="data-diff-error"
          title={
            isApiError(diff.error) && diff.error.status === 400
              ? t('dataDiff.badKey')
              : isApiError(diff.error) && diff.error.status === 404
                ? t('dataDiff.notFound')
                : errorDescription(diff.error)
          }
        />
      )}
      {data && (
        <>
          <Space size="large" wrap data-testid="data-diff-counts">
            {(['added', 'removed', 'changed', 'same'] as const).map((change) => (
              <Statistic key={change} title={t(`dataDiff.counts.${change}`)} value={data.counts[change]} />
            ))}
          </Space>
          {(data.repeatedKeys.table > 0 || data.repeatedKeys.branch > 0) && (
            <Alert
              type="warning"
              showIcon
              data-testid="data-diff-repeated-keys"
              title={t('dataDiff.repeatedKeys', data.repeatedKeys)}
            />
          )}
          {data.changedColumns.length > 0 && (
            <Typography.Text data-testid="data-diff-changed-columns">
              {t('dataDiff.changedColumns')}{' '}
              {data.changedColumns.map((c) => `${c.column} (${c.rows})`).join(', ')}
            </Typography.Text>
          )}
          {(data.onlyInTable.length > 0 || data.onlyInBranch.length > 0) && (
            <Typography.Text type="secondary">
              {t('dataDiff.onlyOneSide', {
                table: data.onlyInTable.join(', ') || '—',
                branch: data.onlyInBranch.join(', ') || '—',
              })}
            </Typography.Text>
          )}
          {differing === 0 ? (
            <Empty description={t('dataDiff.same')} />
          ) : (
            <Table
              size="small"
              rowKey={(row) => `${row.change}:${JSON.stringify(row.key)}`}
              dataSource={data.sample}
              data-testid="data-diff-sample"
              pagination={{
                current: data.page,
                pageSize: data.pageSize,
                total: differing,
                showSizeChanger: false,
                onChange: (page) => setRequest((r) => r && { ...r, page }),
              }}
              columns={[
                {
                  title: t('dataDiff.change'),
                  dataIndex: 'change',
                  render: (change: keyof typeof CHANGE_COLOURS) => (
                    <Tag color={CHANGE_COLOURS[change]}>{t(`dataDiff.counts.${change}`)}</Tag>
                  ),
                },
                {
                  title: t('dataDiff.keyValues'),
                  render: (_, row) => Object.values(row.key).map(String).join(', '),
                },
                {
                  title: t('dataDiff.values'),
                  render: (_, row) =>
                    row.columns.map((c) => (
                      <div key={c.column}>
                        <Typography.Text code>{c.column}</Typography.Text> {String(c.table ?? '∅')} →{' '}
                        {String(c.branch ?? '∅')}
                      </div>
                    )),
                },
              ]}
            />
          )}
        </>
      )}
    </Flex>
  );
}
