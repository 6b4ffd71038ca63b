import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { runDisplay } from '@cairn/contracts';
import { statusColour } from './runStatus';

/** A run's status in the colour of its group (success, running, failed; anything else a warning). */
export function RunStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={statusColour(status)}
      data-testid="run-status"
      data-status={status}
      data-display={runDisplay(status)}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`runs.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
