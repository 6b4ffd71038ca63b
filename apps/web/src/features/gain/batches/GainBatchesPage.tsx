// Batches tab of /gain (admin-console.md sections 2 and 3 "Gain batch"): a card per batch, newest
// first, with its status (the statusMessage as tooltip), when it was created, received from the
// client and sent to Gain, the record counts, and its delivery to the outbound target (with Retry
// delivery). Refreshes while a batch is in progress.
import { Alert, Card, Col, Descriptions, Empty, Flex, Pagination, Row, Tag, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_FORMATS, GAIN_BATCH_STATUSES, type GainBatchAnswer } from '@cairn/contracts';
import { useGainBatches } from '../../../shared/api/gainBatches/useGainBatches';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { GainBatchDelivery } from './GainBatchDelivery';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<string, string> = {
  Waiting: 'default',
  Received: 'processing',
  Validated: 'cyan',
  Failed: 'error',
  SentToGain: 'success',
};

/** YYYY-MM-DD HH:mm:ss, or a dash when missing. */
const gainDateTime = (iso: string | null) => (iso ? dayjs(iso).format(DATE_FORMATS.gain) : '-');

export function GainBatchesPage() {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return null;
  return <Batches engagementId={engagementId} />;
}

function Batches({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const batches = useGainBatches(engagementId, page, PAGE_SIZE);

  if (batches.isPending) return <PageSpin />;
  if (batches.isError)
    return (
      <Alert type="error" showIcon message={t('gainBatches.loadFailed')} data-testid="gain-batches-error" />
    );
  const { results, meta } = batches.data;
  if (meta.totalItems === 0)
    return (
      <Card data-testid="gain-batches">
        <Empty description={t('gainBatches.noBatchDetails')} data-testid="gain-batches-empty" />
      </Card>
    );

  return (
    <Flex vertical gap={16} data-testid="gain-batches">
      <Row gutter={[16, 16]}>
        {results.map((batch, i) => (
          <Col key={`${batch.batchId}-${batch.createdAt}-${i}`} xs={24} md={12} xl={8}>
            <BatchCard engagementId={engagementId} batch={batch} />
          </Col>
        ))}
      </Row>
      {meta.totalItems > meta.pageSize && (
        <Pagination
          align="end"
          current={meta.page}
          pageSize={meta.pageSize}
          total={meta.totalItems}
          showSizeChanger={false}
          onChange={(next) => setParams({ page: String(next) }, { replace: true })}
        />
      )}
    </Flex>
  );
}

function BatchCard({ engagementId, batch }: { engagementId: string; batch: GainBatchAnswer }) {
  const { t } = useTranslation();
  const status = GAIN_BATCH_STATUSES[batch.status] ?? String(batch.status);
  const label = (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="gain-batch-status" data-status={status}>
      {t(`gainBatches.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
  const records = (count: number | null) => t('gainBatches.records', { count: count ?? 0 });
  return (
    <Card
      size="small"
      data-testid="gain-batch"
      data-batch={batch.batchId}
      title={
        <Flex gap={8} align="baseline">
          <Typography.Text strong ellipsis={{ tooltip: batch.batchId }}>
            {batch.batchId}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            style={{ fontWeight: 'normal' }}
            data-testid="gain-batch-process-type"
          >
            {t(`gainBatches.processTypes.${batch.processType}`)}
          </Typography.Text>
        </Flex>
      }
      extra={batch.statusMessage ? <Tooltip title={batch.statusMessage}>{label}</Tooltip> : label}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'created', label: t('gainBatches.created'), children: gainDateTime(batch.createdAt) },
          {
            key: 'received',
            label: t('gainBatches.receivedFromClient'),
            children: (
              <span data-testid="gain-batch-received">
                {gainDateTime(batch.recordsReceivedFromClientAt)} ·{' '}
                {records(batch.numRecordsReceivedFromClient)}
              </span>
            ),
          },
          {
            key: 'sent',
            label: t('gainBatches.sentToGain'),
            children: (
              <span data-testid="gain-batch-sent">
                {gainDateTime(batch.recordsSentToGainAt)} · {records(batch.numRecordsSentToGain)}
              </span>
            ),
          },
          {
            key: 'delivery',
            label: t('gainBatches.delivery.label'),
            children: <GainBatchDelivery engagementId={engagementId} batch={batch} />,
          },
        ]}
      />
    </Card>
  );
}
