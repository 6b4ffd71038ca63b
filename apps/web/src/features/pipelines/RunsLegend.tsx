import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEGEND } from './runStatus';

const COLOUR = { success: 'success', running: 'processing', failed: 'error' } as const;

/** The monitor's legend (workspace.md section 2): which statuses count as success, running, failed. */
export function RunsLegend() {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" wrap data-testid="runs-legend">
      <Typography.Text type="secondary">{t('runs.legend.title')}</Typography.Text>
      {LEGEND.map((group) => (
        <Tag key={group} color={COLOUR[group]} title={t(`runs.legend.${group}Help`)}>
          {t(`runs.legend.${group}`)}
        </Tag>
      ))}
    </Flex>
  );
}
