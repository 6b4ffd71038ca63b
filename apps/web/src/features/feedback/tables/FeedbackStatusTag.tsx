import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@cairn/contracts';

const COLOURS: Record<FeedbackStatus, string> = { New: 'gold', InProgress: 'processing', Done: 'success' };

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="feedback-status" data-status={status}>
      {t(`feedback.statuses.${status}`)}
    </Tag>
  );
}
