import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { runDisplay } from '@cairn/contracts';
import { useAnnounceChange } from '../../shared/announcements/useAnnounceChange';
import { statusColour } from './runStatus';

/**
 * A run's status in the colour of its group (success, running, failed; anything else a warning).
 * When the status changes while the page polls, a screen reader hears it, with the run's `name`.
 */
export function RunStatusTag({ status, name }: { status: string; name?: string }) {
  const { t } = useTranslation();
  const label = t(`runs.status.${status}`, { defaultValue: status });
  useAnnounceChange(
    status,
    name
      ? t('runs.statusChanged', { name, status: label })
      : t('runs.statusChangedUnnamed', { status: label }),
  );
  return (
    <Tag
      color={statusColour(status)}
      data-testid="run-status"
      data-status={status}
      data-display={runDisplay(status)}
      style={{ marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}
