import { useState } from 'react';
import { Alert, Col, Empty, Flex, Row, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decodeQuery, type NodeComparison } from '@cairn/contracts';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useNodeComparison } from '../../../shared/api/nodeModel/useNodeComparison';
import { LazySqlEditor } from '../editor/LazySqlEditor';
import { diffByName, type DiffRow, type DiffState } from '../nodeDiff';

const STATE_COLOURS: Record<DiffState, string | undefined> = {
  same: undefined,
  changed: 'gold',
  onlyMine: 'green',
  onlyOther: 'red',
};

export function NodeCompareTab({ nodeRef, branches }: { nodeRef: NodeRef; branches: readonly string[] }) {
  const { t } = useTranslation();
  const [otherBranch, setOtherBranch] = useState<string>();
  const comparison = useNodeComparison(nodeRef, otherBranch);

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Typography.Text strong>
          <label htmlFor="node-compare-branch">{t('nodeModel.history.compareWith')}</label>
        </Typography.Text>
        <Select
          id="node-compare-branch"
          style={{ minWidth: 240 }}
          value={otherBranch}
          placeholder={t('nodeModel.chooseBranch')}
          onChange={setOtherBranch}
          options={branches.map((name) => ({ value: name, label: name }))}
          data-testid="node-compare-branch"
        />
      </Flex>
      {!otherBranch ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodeModel.history.chooseOther')} />
      ) : comparison.isPending ? (
        <Skeleton active />
      ) : comparison.isError ? (
        <Alert type="error" title={t('nodeModel.history.loadFailed')} showIcon />
      ) : (
        <Comparison comparison={comparison.data} />
      )}
    </Flex>
  );
}

function Comparison({ comparison }: { comparison: NodeComparison }) {
  const { t } = useTranslation();
  const { mine, other } = comparison;
  const side = (branch: string, snapshot: NodeComparison['mine'], testId: string) => (
    <Col span={12}>
      <Typography.Title level={5}>{branch}</Typography.Title>
      {snapshot ? (
        <LazySqlEditor
          value={decodeQuery(snapshot.query)}
          readOnly
          height="320px"
          aria-label={t('nodeModel.history.queryOn', { branch })}
          data-testid={testId}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodeModel.history.notOnBranch')} />
      )}
    </Col>
  );
  const fields = diffByName(mine?.fields ?? [], other?.fields ?? [], (f) => f.dataType);
  const properties = diffByName(mine?.properties ?? [], other?.properties ?? [], (p) => p.value);

  return (
    <Flex vertical gap={16} data-testid="node-compare">
      <Row gutter={16}>
        {side(comparison.branch, mine, 'node-compare-mine')}
        {side(comparison.otherBranch, other, 'node-compare-other')}
      </Row>
      <DiffTable
        title={t('nodeModel.fields.title')}
        rows={fields}
        comparison={comparison}
        testId="node-compare-fields"
      />
      <DiffTable
        title={t('nodeModel.properties.title')}
        rows={properties}
        comparison={comparison}
        testId="node-compare-properties"
      />
    </Flex>
  );
}

function DiffTable({
  title,
  rows,
  comparison,
  testId,
}: {
  title: string;
  rows: DiffRow[];
  comparison: NodeComparison;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<DiffRow>
        size="small"
        rowKey="name"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('nodeModel.history.nothingToCompare') }}
        data-testid={testId}
        columns={[
          { key: 'name', title: t('nodeModel.name'), dataIndex: 'name' },
          { key: 'mine', title: comparison.branch, render: (_, row) => row.mine ?? '—' },
          { key: 'other', title: comparison.otherBranch, render: (_, row) => row.other ?? '—' },
          {
            key: 'state',
            title: t('nodeModel.history.difference'),
            render: (_, row) =>
              row.state === 'same' ? (
                <Typography.Text type="secondary">{t('nodeModel.history.states.same')}</Typography.Text>
              ) : (
                <Tag color={STATE_COLOURS[row.state]}>{t(`nodeModel.history.states.${row.state}`)}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
