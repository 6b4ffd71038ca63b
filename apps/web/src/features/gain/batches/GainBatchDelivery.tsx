// A batch's delivery to the gain card's outbound target (docs/gain.md "Outbound"): its state, where,
// when and the receiver's answer, and Retry delivery (with confirmation) for a failed one when the
// server says the caller may (Pipelines Start).
import { App, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_FORMATS, GAIN_BATCH_STATUSES, type GainBatchAnswer } from '@cairn/contracts';
import { useRetryGainDelivery } from '../../../shared/api/gainBatches/useRetryGainDelivery';

export function GainBatchDelivery({ engagementId, batch }: { engagementId: string; batch: GainBatchAnswer }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const retry = useRetryGainDelivery(engagementId);
  const { delivery } = batch;
  // Sent without a delivery: the card's target is the warehouse; not sent yet: nothing to say.
  if (!delivery)
    return (
      <span data-testid="gain-batch-delivery">
        {GAIN_BATCH_STATUSES[batch.status] === 'SentToGain' ? t('gainBatches.delivery.none') : '-'}
      </span>
    );
  const failed = delivery.state === 'Failed';
  return (
    <Flex vertical gap={4} data-testid="gain-batch-delivery" data-state={delivery.state}>
      <Flex gap={8} align="center" wrap>
        <Tag color={failed ? 'error' : 'success'}>{t(`gainBatches.delivery.states.${delivery.state}`)}</Tag>
        <Typography.Text type="secondary">{dayjs(delivery.at).format(DATE_FORMATS.gain)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('gainBatches.delivery.attempts', { count: delivery.attempts })}
        </Typography.Text>
      </Flex>
      <Typography.Text code ellipsis={{ tooltip: delivery.target }}>
        {delivery.target}
      </Typography.Text>
      {delivery.answer && (
        <Typography.Text type={failed ? 'danger' : undefined} data-testid="gain-batch-delivery-answer">
          {t('gainBatches.delivery.answer', { answer: delivery.answer })}
        </Typography.Text>
      )}
      {batch.abilities.retryDelivery && (
        <Popconfirm
          title={t('gainBatches.delivery.retryConfirm', { batchId: batch.batchId })}
          okText={t('gainBatches.delivery.retry')}
          cancelText={t('gainBatches.delivery.cancel')}
          onConfirm={() =>
            retry
              .mutateAsync(batch.id)
              .then((after) =>
                after?.delivery?.state === 'Delivered'
                  ? message.success(t('gainBatches.delivery.retried'))
                  : message.error(t('gainBatches.delivery.retryFailed')),
              )
          }
        >
          <Button
            size="small"
            icon={<RedoOutlined />}
            loading={retry.isPending}
            data-testid="gain-batch-retry-delivery"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('gainBatches.delivery.retry')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
