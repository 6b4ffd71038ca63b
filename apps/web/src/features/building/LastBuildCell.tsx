import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useLastBuild } from './api/useLastBuild';
import { BuildStatusTag } from './BuildStatusTag';

/** A node's last build on a Build screen's row: status, time and row count. */
export function LastBuildCell({
  engagementId,
  layer,
  node,
}: {
  engagementId: string;
  layer: NodeModelLayer;
  node: string;
}) {
  const { t, i18n } = useTranslation();
  const build = useLastBuild(engagementId, layer, node);
  if (build.isPending) return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
  if (build.isError || !build.data)
    return (
      <Typography.Text type="secondary" data-testid={`build-last-${node}`} data-status="none">
        {build.isError ? t('building.lastBuildUnavailable') : t('building.neverBuilt')}
      </Typography.Text>
    );
  const { status, builtAt, rowCount, message, branch } = build.data;
  return (
    <Flex gap={8} align="center" wrap data-testid={`build-last-${node}`} data-status={status}>
      <Tooltip title={message ?? undefined}>
        <span>
          <BuildStatusTag status={status} />
        </span>
      </Tooltip>
      <Typography.Text>{formatDateTime(builtAt)}</Typography.Text>
      {rowCount !== null && (
        <Typography.Text type="secondary" data-testid="build-row-count" data-count={rowCount}>
          {t('building.rows', { rows: rowCount.toLocaleString(i18n.language) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('building.onBranch', { branch })}</Typography.Text>
    </Flex>
  );
}
