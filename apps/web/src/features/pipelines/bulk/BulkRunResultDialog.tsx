// What a bulk cancel or rerun did: how many runs it did, and each one it did not do with the
// server's reason (finished already, still running, gone), named by pipeline and start time.
import { Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, type BulkRunResult, type PipelineRun } from '@cairn/contracts';
import { formatDateTime } from '../../../shared/format/dates';
import type { BulkAction } from './runSelection';

interface Props {
  outcome: { action: BulkAction; result: BulkRunResult } | null;
  /** The runs that were sent, to name the ones not done. */
  runs: readonly PipelineRun[];
  pipelineLabel: (run: PipelineRun) => string;
  onClose: () => void;
}

export function BulkRunResultDialog({ outcome, runs, pipelineLabel, onClose }: Props) {
  const { t } = useTranslation();
  const results = outcome?.result.results ?? [];
  const done = results.filter((r) => r.ok).length;
  const notDone = results.filter((r) => !r.ok);
  const byId = new Map(runs.map((run) => [run.id, run]));
  const nameOf = (runId: string) => {
    const run = byId.get(runId);
    return run ? `${pipelineLabel(run)}, ${formatDateTime(run.runStart) ?? runId}` : runId;
  };

  return (
    <Modal
      open={outcome !== null}
      width={MODAL_WIDTH.large}
      title={outcome && t(`runs.bulk.${outcome.action}Done`, { count: done, total: results.length })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'runs-bulk-result-close' } as ButtonProps}
      destroyOnHidden
      data-testid="runs-bulk-result"
    >
      <Typography.Paragraph data-testid="runs-bulk-result-done" data-count={done}>
        {outcome && t(`runs.bulk.${outcome.action}DoneDetail`, { count: done })}
      </Typography.Paragraph>
      {notDone.length > 0 && (
        <>
          <Typography.Paragraph>{t('runs.bulk.notDone', { count: notDone.length })}</Typography.Paragraph>
          <ul data-testid="runs-bulk-not-done">
            {notDone.map((result) => (
              <li key={result.runId} data-testid="runs-bulk-not-done-run" data-run-id={result.runId}>
                <Typography.Text strong>{nameOf(result.runId)}</Typography.Text>
                {': '}
                {result.error ?? t('runs.bulk.unknownError')}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
