import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeBuild } from '@cairn/contracts';

const COLOUR: Record<NodeBuild['status'], string> = {
  Succeeded: 'success',
  Failed: 'error',
  Stopped: 'warning',
};

/** How a node's build ended: built, failed, or stopped because a node it reads failed. */
export function BuildStatusTag({ status }: { status: NodeBuild['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={COLOUR[status]}
      data-testid="build-status"
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`building.buildStatus.${status}`)}
    </Tag>
  );
}
