import { Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeploymentStatus } from '@cairn/contracts';

const COLOUR: Record<DeploymentStatus, string> = {
  InProgress: 'processing',
  Succeeded: 'success',
  Failed: 'error',
};

export function DeploymentStatusTag({ status }: { status: DeploymentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={COLOUR[status]}
      icon={status === 'InProgress' ? <SyncOutlined spin /> : undefined}
      data-testid="deployment-status"
      data-status={status}
    >
      {t(`adminDeployments.statuses.${status}`)}
    </Tag>
  );
}
