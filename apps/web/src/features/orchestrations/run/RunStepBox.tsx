// One step of a run in the graph: a box in its status's colour (waiting grey, running blue with a
// spinner, retrying orange with the time of the next try, succeeded green, failed red, skipped and
// cancelled muted and striped), its attempt, duration and message; its pipeline run one click away.
import { Link } from 'react-router';
import { Flex, Typography, theme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrchestrationStepStatus } from '@cairn/contracts';
import { formatDateTime } from '../../../shared/format/dates';
import { formatDuration, runPageAddress } from '../../pipelines/runStatus';
import { stepDurationMs } from './runTiming';
import type { OrchestrationRun } from '../../../shared/api/orchestrations/types';

type RunStep = OrchestrationRun['steps'][number];

function useStatusColours(): Record<OrchestrationStepStatus, string> {
  const { token } = theme.useToken();
  return {
    Waiting: token.colorBorder,
    Running: token.colorPrimary,
    Retrying: token.colorWarning,
    Succeeded: token.colorSuccess,
    Failed: token.colorError,
    Skipped: token.colorBorderSecondary,
    Cancelled: token.colorBorderSecondary,
  };
}

const MUTED: readonly OrchestrationStepStatus[] = ['Skipped', 'Cancelled'];

export function RunStepBox({ step }: { step: RunStep }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colour = useStatusColours()[step.status];
  const muted = MUTED.includes(step.status);
  const duration = formatDuration(stepDurationMs(step));
  return (
    <Flex
      vertical
      gap={2}
      data-testid="run-step"
      data-step={step.name}
      data-status={step.status}
      style={{
        width: 220,
        padding: '8px 12px',
        borderRadius: token.borderRadius,
        border: `1px solid ${colour}`,
        borderLeft: `6px solid ${colour}`,
        opacity: muted ? 0.7 : 1,
        background: muted
          ? `repeating-linear-gradient(135deg, ${token.colorFillQuaternary} 0 8px, transparent 8px 16px)`
          : token.colorBgContainer,
      }}
    >
      <Typography.Text strong ellipsis title={step.name}>
        {step.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {step.pipelineName}
      </Typography.Text>
      <Typography.Text
        style={{ color: muted ? token.colorTextSecondary : colour }}
        data-testid="run-step-status"
      >
        {step.status === 'Running' && <LoadingOutlined style={{ marginInlineEnd: 6 }} />}
        {t(`workflow.stepStatus.${step.status}`)}
      </Typography.Text>
      {step.status === 'Retrying' && step.retryAt && (
        <Typography.Text style={{ fontSize: 12 }} data-testid="run-step-retry-at">
          {t('workflow.run.retryAt', { at: formatDateTime(step.retryAt, 'HH:mm:ss') })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[step.attempt > 1 ? t('workflow.run.attempt', { attempt: step.attempt }) : null, duration]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      {step.message && (
        <Typography.Paragraph
          type={step.status === 'Failed' ? 'danger' : 'secondary'}
          ellipsis={{ rows: 2, tooltip: step.message }}
          style={{ fontSize: 12, margin: 0 }}
        >
          {step.message}
        </Typography.Paragraph>
      )}
      {step.pipelineRunId && (
        <Link to={runPageAddress(step.pipelineRunId)} data-testid="run-step-pipeline-run">
          {t('workflow.run.openPipelineRun')}
        </Link>
      )}
    </Flex>
  );
}
