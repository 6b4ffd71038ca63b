import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { LastBuildCell } from './LastBuildCell';

/**
 * A node's last build (time, row count, status) and the preview of its table, for the node's
 * configuration screen (issue 6: "Each node's configuration screen shows its last build").
 */
export function NodeLastBuildCard({
  engagementId,
  layer,
  node,
}: {
  engagementId: string;
  layer: NodeModelLayer;
  node: string;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('building.columns.lastBuild')} data-testid="node-last-build">
      <LastBuildCell engagementId={engagementId} layer={layer} node={node} />
    </Card>
  );
}
