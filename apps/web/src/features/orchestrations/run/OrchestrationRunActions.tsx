// A run's buttons: Cancel while it is open (asked first), and once it has ended Rerun all steps and,
// when a step did not succeed, Rerun from the failed step (the succeeded steps kept). As the run's
// abilities allow; off with the reason otherwise.
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useOrchestrationRunAction,
  type OrchestrationRunAction,
} from '../../../shared/api/orchestrations/useOrchestrationRunAction';
import { isOpenRun } from '../../../shared/api/orchestrations/runFinished';
import { orchestrationRunAddress } from '../addresses';
import { useWorkflowAccess } from '../useWorkflowAccess';
import type { OrchestrationRun } from '../../../shared/api/orchestrations/types';

/** Some step failed, was cancelled or skipped: a rerun from the failed step has something to do. */
export const canRerunFromFailed = (run: Pick<OrchestrationRun, 'steps'>) =>
  run.steps.some((step) => step.status !== 'Succeeded');

export function OrchestrationRunActions({
  engagementId,
  run,
}: {
  engagementId: string;
  run: OrchestrationRun;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const action = useOrchestrationRunAction(engagementId);
  const { runUnavailable } = useWorkflowAccess();
  const open = isOpenRun(run);

  const rerun = (kind: Exclude<OrchestrationRunAction, 'cancel'>) =>
    action.mutate(
      { runId: run.id, action: kind },
      {
        onSuccess: (next) => {
          void message.success(t('workflow.run.rerunStarted'));
          navigate(orchestrationRunAddress(next.id));
        },
      },
    );
  const gated = (allowed: boolean, button: React.ReactElement) => (
    <Tooltip title={allowed ? undefined : runUnavailable}>{button}</Tooltip>
  );

  if (open)
    return gated(
      run.abilities.cancel,
      <Popconfirm
        title={t('workflow.run.cancelConfirm')}
        okText={t('workflow.run.cancelYes')}
        okButtonProps={{ danger: true }}
        cancelText={t('workflow.run.cancelNo')}
        disabled={!run.abilities.cancel}
        onConfirm={() =>
          action
            .mutateAsync({ runId: run.id, action: 'cancel' })
            .then(() => void message.info(t('workflow.run.cancelling')))
        }
      >
        <Button
          danger
          icon={<StopOutlined />}
          disabled={!run.abilities.cancel || run.status === 'Canceling'}
          aria-description={run.abilities.cancel ? undefined : runUnavailable}
          data-testid="orchestration-run-cancel"
        >
          {t('workflow.run.cancel')}
        </Button>
      </Popconfirm>,
    );

  return (
    <Space wrap>
      {gated(
        run.abilities.rerun,
        <Button
          icon={<RedoOutlined />}
          disabled={!run.abilities.rerun}
          aria-description={run.abilities.rerun ? undefined : runUnavailable}
          loading={action.isPending && action.variables?.action === 'rerunAll'}
          onClick={() => rerun('rerunAll')}
          data-testid="orchestration-run-rerun-all"
        >
          {t('workflow.run.rerunAll')}
        </Button>,
      )}
      {canRerunFromFailed(run) &&
        gated(
          run.abilities.rerun,
          <Button
            type="primary"
            icon={<RedoOutlined />}
            disabled={!run.abilities.rerun}
            aria-description={run.abilities.rerun ? undefined : runUnavailable}
            loading={action.isPending && action.variables?.action === 'rerunFromFailed'}
            onClick={() => rerun('rerunFromFailed')}
            data-testid="orchestration-run-rerun-failed"
          >
            {t('workflow.run.rerunFromFailed')}
          </Button>,
        )}
    </Space>
  );
}
