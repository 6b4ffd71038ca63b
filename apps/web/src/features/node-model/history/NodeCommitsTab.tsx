import { useState } from 'react';
import { Alert, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, decodeQuery, type NodeCommit } from '@cairn/contracts';
import { formatDateTime } from '../../../shared/format/dates';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useNodeHistory } from '../../../shared/api/nodeModel/useNodeHistory';
import { LazySqlEditor } from '../editor/LazySqlEditor';

/** The spec's history format: YYYY-MM-DD and HH:mm:ss. */
export const HISTORY_FORMAT = `${DATE_FORMATS.historyDate} ${DATE_FORMATS.historyTime}`;

export function NodeCommitsTab({ nodeRef }: { nodeRef: NodeRef }) {
  const { t } = useTranslation();
  const history = useNodeHistory(nodeRef, true);
  const [chosen, setChosen] = useState<string | null>(null);

  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <Alert type="error" title={t('nodeModel.history.loadFailed')} showIcon />;
  const commits = history.data.commits;
  if (commits.length === 0) return <Empty description={t('nodeModel.history.none')} />;
  const selected = commits.find((c) => c.oid === chosen) ?? commits[0];

  return (
    <Flex vertical gap={16}>
      <Table<NodeCommit>
        size="small"
        rowKey="oid"
        dataSource={commits}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        onRow={(commit) => ({
          onClick: () => setChosen(commit.oid),
          onKeyDown: (event) => event.key === 'Enter' && setChosen(commit.oid),
          tabIndex: 0,
          style: { cursor: 'pointer' },
          'aria-selected': commit.oid === selected.oid,
        })}
        rowClassName={(commit) => (commit.oid === selected.oid ? 'ant-table-row-selected' : '')}
        columns={[
          {
            key: 'at',
            title: t('nodeModel.history.time'),
            width: 180,
            render: (_, commit) => formatDateTime(commit.at, HISTORY_FORMAT),
          },
          { key: 'author', title: t('nodeModel.history.author'), width: 200, render: (_, c) => c.authorName },
          { key: 'message', title: t('nodeModel.history.message'), dataIndex: 'message' },
        ]}
        data-testid="node-history-commits"
      />
      <div>
        <Typography.Title level={5}>
          {t('nodeModel.history.queryAt', { time: formatDateTime(selected.at, HISTORY_FORMAT) })}
        </Typography.Title>
        {selected.query === null ? (
          <Typography.Text type="secondary">{t('nodeModel.history.noQuery')}</Typography.Text>
        ) : (
          <LazySqlEditor
            value={decodeQuery(selected.query)}
            readOnly
            height="280px"
            aria-label={t('nodeModel.history.queryAt', { time: formatDateTime(selected.at, HISTORY_FORMAT) })}
            data-testid="node-history-query"
          />
        )}
      </div>
    </Flex>
  );
}
