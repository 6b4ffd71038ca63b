// Stop cost saving (admin-console.md sections 5, 8 and 9): hours 0 to 10 (default 1), minutes 0 to 60
// (default 0), the estimated end time HH:mm kept current as the user types and as time passes; a
// failure shows stopCostSavingFailed. Used at tenant level on the Costs page and per engagement row.
import { useEffect, useState } from 'react';
import { App, Form, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { costSavingStopEnd, STOP_COST_SAVING, type StopCostSaving } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useStopCostSaving, type CostSavingTarget } from '../../../shared/api/costs/useStopCostSaving';

interface Props {
  open: boolean;
  target: CostSavingTarget;
  /** The tenant's or engagement's name, shown in the title. */
  name: string;
  onClose: () => void;
}

/** The end time the modal shows for a stop of `stop` starting at `now`, or null while a field is invalid. */
export function estimatedEnd(now: Date, stop: Partial<StopCostSaving>): string | null {
  const { hours, minutes } = stop;
  const ok = (v: unknown, range: { min: number; max: number }) =>
    typeof v === 'number' && Number.isInteger(v) && v >= range.min && v <= range.max;
  if (!ok(hours, STOP_COST_SAVING.hours) || !ok(minutes, STOP_COST_SAVING.minutes)) return null;
  return dayjs(costSavingStopEnd(now, { hours: hours!, minutes: minutes! })).format(
    STOP_COST_SAVING.endTimeFormat,
  );
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function StopCostSavingDialog({ open, target, name, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StopCostSaving>();
  const hours = Form.useWatch('hours', form);
  const minutes = Form.useWatch('minutes', form);
  const now = useNow(15_000);
  const stop = useStopCostSaving();
  const end = estimatedEnd(now, { hours: hours ?? undefined, minutes: minutes ?? undefined });

  const submit = async (values: StopCostSaving) => {
    try {
      const { stoppedUntil } = await stop.mutateAsync({ target, stop: values });
      void message.success(t('costs.costSavingStopped', { time: dayjs(stoppedUntil).format('HH:mm') }));
    } catch (err) {
      void message.error(t('costs.stopCostSavingFailed'));
      throw err;
    }
  };

  /** Hours or minutes: a whole number in the spec's range, required. */
  const wholeNumber = (key: 'hours' | 'minutes', autoFocus = false) => {
    const { min, max } = STOP_COST_SAVING[key];
    return (
      <Form.Item
        name={key}
        label={key === 'hours' ? t('costs.hours') : t('costs.minutes')}
        rules={[
          { required: true, message: t('validation.thisFieldIsRequired') },
          { type: 'integer' as const, min, max, message: t('validation.numberRange', { min, max }) },
        ]}
      >
        <InputNumber
          autoFocus={autoFocus}
          min={min}
          max={max}
          precision={0}
          style={{ width: '100%' }}
          data-testid={`stop-cost-saving-${key}`}
        />
      </Form.Item>
    );
  };

  return (
    <FormDialog<StopCostSaving>
      open={open}
      form={form}
      width="small"
      title={t('costs.stopCostSavingFor', { name })}
      okText={t('costs.stopCostSaving')}
      cancelText={t('costs.cancel')}
      initialValues={{ hours: STOP_COST_SAVING.hours.default, minutes: STOP_COST_SAVING.minutes.default }}
      onSubmit={submit}
      onClose={onClose}
      testId="stop-cost-saving"
    >
      {wholeNumber('hours', true)}
      {wholeNumber('minutes')}
      <Typography.Paragraph data-testid="stop-cost-saving-end" data-end={end ?? ''}>
        {t('costs.estimatedEndTime')}: <Typography.Text strong>{end ?? '–'}</Typography.Text>
      </Typography.Paragraph>
    </FormDialog>
  );
}
