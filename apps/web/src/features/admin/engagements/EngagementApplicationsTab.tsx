// Applications tab of Engagement details (admin-console.md): the applications holding roles at the
// engagement with their object ids; add, remove one or all of an application's (the engagement access
// table, shared), and Sync RBAC for all applications ('roles synced successfully'; not on AWS).
import { App, Button, Flex } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EngagementAdmin } from '@cairn/contracts';
import { useSyncEngagementRbac } from '../../../shared/api/rbac/useSyncEngagementRbac';
import { EngagementPrincipalsTable } from '../engagement-access/tables/EngagementPrincipalsTable';

export function EngagementApplicationsTab({ engagement }: { engagement: EngagementAdmin }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sync = useSyncEngagementRbac(engagement.id);

  const syncRoles = async () => {
    await sync.mutateAsync();
    void message.success(t('adminEngagements.rolesSynced'));
  };

  return (
    <Flex vertical gap={16}>
      {engagement.abilities.syncRbac && (
        <Flex justify="flex-end">
          <Button
            icon={<SyncOutlined />}
            loading={sync.isPending}
            onClick={() => void syncRoles().catch(() => {})}
            data-testid="engagement-applications-sync"
          >
            {t('adminEngagements.syncRbac')}
          </Button>
        </Flex>
      )}
      <EngagementPrincipalsTable
        engagementId={engagement.id}
        principalType="Application"
        canWrite={engagement.abilities.assignRoles}
      />
    </Flex>
  );
}
