// The buttons of a run (workspace.md sections 2 and 6): view, cancel (confirmed) and rerun, as the
// run's `abilities` from the server allow them (pipelines.policy.ts there).
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { EyeOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { useRunAction } from '../../shared/api/pipelines/useRunAction';
import { runPageAddress } from './runStatus';

interface Props {
  engagementId: string;
  run: PipelineRun;
  /** Buttons with text (run page) or icons only (table rows). */
  withText?: boolean;
  /** Leave out the view button (the run page is already open). */
  hideView?: boolean;
  onRerun?: (run: PipelineRun) => void;
}

export function RunActions({ engagementId, run, withText, hideView, onRerun }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const cancel = useRunAction(engagementId, 'cancel');
  const rerun = useRunAction(engagementId, 'rerun');
  const allowed = run.abilities;
  const label = (key: string) => t(`runs.actions.${key}`);
  const button = (key: string, props: React.ComponentProps<typeof Button>) => {
    const inner = (
      <Button
        type={withText ? 'default' : 'text'}
        aria-label={label(key)}
        data-testid={`run-${key}`}
        {...props}
      >
        {withText ? label(key) : null}
      </Button>
    );
    return withText ? inner : <Tooltip title={label(key)}>{inner}</Tooltip>;
  };

  return (
    <Space size={withText ? 8 : 0}>
      {allowed.view &&
        !hideView &&
        button('view', { icon: <EyeOutlined />, onClick: () => navigate(runPageAddress(run.id)) })}
      {allowed.cancel && (
        <Popconfirm
          title={t('runs.actions.cancelConfirm')}
          okText={t('runs.actions.cancelYes')}
          okButtonProps={{ danger: true }}
          cancelText={t('runs.actions.cancelNo')}
          onConfirm={() =>
            cancel.mutateAsync(run.id).then(() => void message.info(t('runs.actions.cancelling')))
          }
        >
          {button('cancel', { icon: <StopOutlined />, danger: true, loading: cancel.isPending })}
        </Popconfirm>
      )}
      {allowed.rerun &&
        button('rerun', {
          icon: <RedoOutlined />,
          loading: rerun.isPending,
          onClick: () =>
            rerun.mutate(run.id, {
              onSuccess: (next) => {
                void message.success(t('runs.actions.rerunStarted'));
                onRerun?.(next);
              },
            }),
        })}
    </Space>
  );
}
