import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileQueueState } from '@cairn/contracts';

const COLOUR: Record<FileQueueState, string> = {
  Staged: 'default',
  Enqueued: 'warning',
  Processing: 'processing',
  Finished: 'success',
};

/** Where a file of the import storage is in the import queue (workspace.md section 4). */
export function QueueStateTag({ state }: { state: FileQueueState | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <Tag color={COLOUR[state]} data-testid="queue-state" data-state={state}>
      {t(`importArea.queueStates.${state}`)}
    </Tag>
  );
}
