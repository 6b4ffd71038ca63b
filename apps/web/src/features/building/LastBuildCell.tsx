// A node's last build: status, time, row count and branch, and a preview of the table it built
// (<layer>.<node>). On the Build screen's rows and in NodeLastBuildCard for the node's own screen.
import { useState } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { TablePreviewDialog } from '../pipelines/dialogs/TablePreviewDialog';
import { useLastBuild } from '../../shared/api/pipelines/useLastBuild';
import { formatNumber } from '../../shared/format/numbers';
import { BuildStatusTag } from './BuildStatusTag';

interface Props {
  engagementId: string;
  layer: NodeModelLayer;
  node: string;
}

export function LastBuildCell({ engagementId, layer, node }: Props) {
  const { t, i18n } = useTranslation();
  const build = useLastBuild(engagementId, layer, node);
  const [previewing, setPreviewing] = useState(false);
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
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{formatDateTime(builtAt)}</Typography.Text>
      {rowCount !== null && (
        <Typography.Text type="secondary" data-testid="build-row-count" data-count={rowCount}>
          {t('building.rows', { rows: formatNumber(rowCount, i18n.language) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('building.onBranch', { branch })}</Typography.Text>
      {status === 'Succeeded' && (
        <Button
          size="small"
          type="link"
          icon={<TableOutlined />}
          onClick={() => setPreviewing(true)}
          data-testid={`build-preview-${node}`}
        >
          {t('building.preview')}
        </Button>
      )}
      <TablePreviewDialog
        engagementId={engagementId}
        table={previewing ? { schema: layer, name: node } : null}
        onClose={() => setPreviewing(false)}
      />
    </Flex>
  );
}
