// The saved versions of an orchestration, newest first: which version, who saved it and when.
import { Drawer, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrchestrationVersions } from '../../../shared/api/orchestrations/useOrchestrationVersions';
import { formatDateTime } from '../../../shared/format/dates';

interface Props {
  engagementId: string;
  orchestrationId: string;
  open: boolean;
  onClose: () => void;
}

export function VersionsDrawer({ engagementId, orchestrationId, open, onClose }: Props) {
  const { t } = useTranslation();
  const versions = useOrchestrationVersions(engagementId, orchestrationId, open);
  return (
    <Drawer title={t('workflow.versions.title')} open={open} onClose={onClose} data-testid="versions-drawer">
      <List
        loading={versions.isPending && open}
        dataSource={versions.data ?? []}
        locale={{ emptyText: t('workflow.versions.none') }}
        renderItem={(version) => (
          <List.Item data-testid="version-item">
            <List.Item.Meta
              title={t('workflow.versions.version', { version: version.version })}
              description={
                <Typography.Text type="secondary">
                  {t('workflow.versions.savedBy', {
                    name: version.savedByName ?? t('common.notAvailable'),
                    at: formatDateTime(version.savedAt) ?? '',
                  })}
                </Typography.Text>
              }
            />
            {t('workflow.versions.steps', { count: version.definition.steps.length })}
          </List.Item>
        )}
      />
    </Drawer>
  );
}
