// The run page's "Rerun with changes…" beside Rerun: allowed as Rerun is (the run's abilities);
// otherwise shown disabled, saying why (still running, or the permission it needs).
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PipelineRun } from '@cairn/contracts';
import { useNeedsPermission } from '../../../shared/access/useNeedsPermission';
import { isFinished } from '../runStatus';
import { RerunWithChangesDialog } from './RerunWithChangesDialog';

interface Props {
  engagementId: string;
  run: PipelineRun;
  onStarted: (next: PipelineRun) => void;
}

export function RerunWithChangesButton({ engagementId, run, onStarted }: Props) {
  const { t } = useTranslation();
  const needsPermission = useNeedsPermission();
  const [open, setOpen] = useState(false);
  const allowed = run.abilities.rerun;
  const reason = allowed
    ? undefined
    : isFinished(run.status)
      ? needsPermission(PERMISSIONS.pipelinesStart)
      : t('runs.rerunWithChanges.notFinished');

  return (
    <>
      <Tooltip title={reason}>
        <Button
          icon={<EditOutlined />}
          disabled={!allowed}
          onClick={() => setOpen(true)}
          data-testid="run-rerun-changes"
        >
          {t('runs.rerunWithChanges.button')}
        </Button>
      </Tooltip>
      {allowed && (
        <RerunWithChangesDialog
          open={open}
          engagementId={engagementId}
          run={run}
          onClose={() => setOpen(false)}
          onStarted={onStarted}
        />
      )}
    </>
  );
}
