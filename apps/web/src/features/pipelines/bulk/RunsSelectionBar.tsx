// Above the monitor's table while runs are ticked: how many, and Cancel and Rerun for the ones each
// applies to (running ones are cancelled, finished ones rerun; the buttons say how many). Each asks
// first, naming the count; then a summary says how many were done and why the others were not.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BulkRunResult, PipelineRun } from '@cairn/contracts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useBulkRunAction } from '../../../shared/api/pipelines/useBulkRunAction';
import { BulkRunResultDialog } from './BulkRunResultDialog';
import { runsForAction, type BulkAction } from './runSelection';

interface Props {
  engagementId: string;
  selected: readonly PipelineRun[];
  pipelineLabel: (run: PipelineRun) => string;
  /** The action was sent: the selection is cleared. */
  onDone: () => void;
}

export function RunsSelectionBar({ engagementId, selected, pipelineLabel, onDone }: Props) {
  const { t } = useTranslation();
  const bulk = useBulkRunAction(engagementId);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [outcome, setOutcome] = useState<{ action: BulkAction; result: BulkRunResult } | null>(null);
  // The runs as they were when sent: the summary names the ones that failed by pipeline and time.
  const [sent, setSent] = useState<readonly PipelineRun[]>([]);

  const targets = { cancel: runsForAction(selected, 'cancel'), rerun: runsForAction(selected, 'rerun') };
  const send = async (action: BulkAction) => {
    setSent(selected);
    const result = await bulk.mutateAsync({ action, runIds: targets[action] });
    setOutcome({ action, result });
    onDone();
  };

  return (
    <>
      {selected.length > 0 && (
        <Alert
          type="info"
          data-testid="runs-selection-bar"
          style={{ marginBottom: 16 }}
          title={
            <Flex align="center" gap={12} wrap>
              <Typography.Text strong data-testid="runs-selection-count" data-count={selected.length}>
                {t('runs.bulk.selected', { count: selected.length })}
              </Typography.Text>
              <Button
                danger
                icon={<StopOutlined />}
                disabled={targets.cancel.length === 0}
                onClick={() => setAsking('cancel')}
                data-testid="runs-bulk-cancel"
                data-count={targets.cancel.length}
              >
                {t('runs.bulk.cancel', { count: targets.cancel.length })}
              </Button>
              <Button
                icon={<RedoOutlined />}
                disabled={targets.rerun.length === 0}
                onClick={() => setAsking('rerun')}
                data-testid="runs-bulk-rerun"
                data-count={targets.rerun.length}
              >
                {t('runs.bulk.rerun', { count: targets.rerun.length })}
              </Button>
              <Button type="link" onClick={onDone} data-testid="runs-selection-clear">
                {t('runs.bulk.clear')}
              </Button>
            </Flex>
          }
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking && t(`runs.bulk.${asking}Confirm`, { count: targets[asking].length })}
        target=""
        description={asking && t(`runs.bulk.${asking}Explain`, { count: targets[asking].length })}
        okText={asking ? t(`runs.bulk.${asking}Yes`, { count: targets[asking].length }) : undefined}
        destructive={asking === 'cancel'}
        onConfirm={() => send(asking!)}
        onClose={() => setAsking(null)}
        testId="runs-bulk-confirm"
      />
      <BulkRunResultDialog
        outcome={outcome}
        runs={sent}
        pipelineLabel={pipelineLabel}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
