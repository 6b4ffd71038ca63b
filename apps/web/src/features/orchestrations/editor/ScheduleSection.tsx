// When the orchestration runs by itself: a cron text in a time zone, with its next five times as the
// server's scheduler computes them (asked for once the typing pauses; its objection shows under the
// field), what happens when a time comes while a run still goes or passes while no worker ran, and
// how long a run may take.
import { useMemo } from 'react';
import {
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_ORCHESTRATION_TIME_LIMIT_MINUTES,
  MISSED_RUN_POLICIES,
  OVERLAP_POLICIES,
} from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { useSchedulePreview } from '../../../shared/api/orchestrations/useSchedulePreview';
import { formatDateTimeInZone } from '../../../shared/format/dates';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';

const PREVIEW_DEBOUNCE_MS = 400;

function previewProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  return error.fieldErrors[0]?.message ?? error.message;
}

export function ScheduleSection({ engagementId }: { engagementId: string }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const scheduled = Form.useWatch<boolean>('scheduled', form) ?? false;
  const cron = Form.useWatch<string>('cron', form) ?? '';
  const timeZone = Form.useWatch<string>('timeZone', form) ?? '';
  const settled = useDebouncedValue(`${cron}\n${timeZone}`, PREVIEW_DEBOUNCE_MS);
  const [settledCron, settledZone] = settled.split('\n');
  const preview = useSchedulePreview(engagementId, scheduled ? settledCron : '', settledZone);
  const problem = scheduled ? previewProblem(preview.error) : undefined;
  const zones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
    [],
  );

  return (
    <Card title={t('workflow.editor.schedule')} data-testid="schedule-section">
      <Form.Item name="scheduled" valuePropName="checked" label={t('workflow.schedule.onSchedule')}>
        <Switch data-testid="schedule-switch" />
      </Form.Item>
      {scheduled && (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="cron"
                label={t('workflow.schedule.cron')}
                extra={t('workflow.schedule.cronHelp')}
                rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
                {...(problem && {
                  validateStatus: 'error' as const,
                  help: <span data-testid="schedule-cron-problem">{problem}</span>,
                })}
              >
                <Input data-testid="schedule-cron" style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="timeZone" label={t('workflow.schedule.timeZone')}>
                <Select
                  options={zones}
                  showSearch={{ optionFilterProp: 'label' }}
                  data-testid="schedule-zone"
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text strong>{t('workflow.schedule.nextTimes')}</Typography.Text>
          <List
            size="small"
            data-testid="schedule-preview"
            loading={preview.isFetching && !preview.data}
            dataSource={problem ? [] : (preview.data?.nextRuns ?? [])}
            locale={{ emptyText: t('workflow.schedule.noTimes') }}
            renderItem={(iso) => (
              <List.Item data-testid="schedule-preview-time">
                {formatDateTimeInZone(iso, i18n.language, settledZone)}
              </List.Item>
            )}
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="enabled"
            valuePropName="checked"
            label={t('workflow.schedule.enabled')}
            extra={t('workflow.schedule.enabledHelp')}
          >
            <Switch data-testid="schedule-enabled" />
          </Form.Item>
          <Form.Item name="overlap" label={t('workflow.schedule.overlap')}>
            <Radio.Group data-testid="schedule-overlap">
              <Space direction="vertical">
                {OVERLAP_POLICIES.map((policy) => (
                  <Radio key={policy} value={policy}>
                    {t(`workflow.schedule.overlapPolicy.${policy}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="missed" label={t('workflow.schedule.missed')}>
            <Radio.Group data-testid="schedule-missed">
              <Space direction="vertical">
                {MISSED_RUN_POLICIES.map((policy) => (
                  <Radio key={policy} value={policy}>
                    {t(`workflow.schedule.missedPolicy.${policy}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </>
      )}
      <Form.Item
        name="timeLimitMinutes"
        label={t('workflow.schedule.timeLimit')}
        extra={t('workflow.schedule.timeLimitHelp')}
        rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
        style={{ marginBottom: 0 }}
      >
        <InputNumber min={1} max={MAX_ORCHESTRATION_TIME_LIMIT_MINUTES} precision={0} />
      </Form.Item>
    </Card>
  );
}
