// A promotion's status as a coloured tag (admin-console.md section 4), its report as the tooltip.
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STATUSES } from '@cairn/contracts';

const COLOUR: Record<(typeof PROMOTION_STATUSES)[number], string> = {
  Draft: 'default',
  InProgress: 'processing',
  Success: 'success',
  Failed: 'error',
  Reverted: 'warning',
};

export function PromotionStatusTag({ status, message }: { status: number; message: string | null }) {
  const { t } = useTranslation();
  const name = PROMOTION_STATUSES[status] ?? 'Draft';
  const tag = (
    <Tag color={COLOUR[name]} data-testid="gain-promotion-status" data-status={name}>
      {t(`gainGovernance.promotionStatuses.${name}`)}
    </Tag>
  );
  return message ? <Tooltip title={message}>{tag}</Tooltip> : tag;
}
