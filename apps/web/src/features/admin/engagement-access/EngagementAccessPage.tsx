// Engagement access overview (admin-console.md section 2): /engagement-access/:engagementId/:tab with
// the tabs Users and Applications (read engagement authorization) and Tasks (read RBAC tasks). The
// flags are those of the engagement in the address, not of the selected one; with neither the page
// goes to Overview, and an address naming a hidden tab opens the first visible one.
import { App, Button, Tabs } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { engagementScope } from '@cairn/contracts';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { useEngagement } from '../../../shared/api/engagements/useEngagement';
import { useSyncEngagementRbac } from '../../../shared/api/rbac/useSyncEngagementRbac';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { TenantGate } from '../../../shared/engagement/EngagementPageGate';
import { isAccessTab, visibleAccessTabs } from './engagementAccessTabs';
import { EngagementPrincipalsTable } from './tables/EngagementPrincipalsTable';
import { EngagementRbacTasksTable } from './tables/EngagementRbacTasksTable';

export function EngagementAccessPage() {
  return (
    <TenantGate>
      <EngagementAccess />
    </TenantGate>
  );
}

function EngagementAccess() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { engagementId = '', tab } = useParams();
  const { permissions, isPending } = usePermissions(engagementScope(engagementId));
  const flags = permissions.engagement;
  const tabs = visibleAccessTabs(flags);
  const engagement = useEngagement(tabs.length > 0 ? engagementId : null);
  const sync = useSyncEngagementRbac(engagementId);

  if (isPending) return <PageSpin />;
  if (tabs.length === 0) return <Navigate to="/overview" replace />;
  if (!isAccessTab(tab) || !tabs.includes(tab))
    return <Navigate to={`/engagement-access/${engagementId}/${tabs[0]}`} replace />;

  const syncRoles = async () => {
    await sync.mutateAsync();
    void message.success(t('adminEngagementAccess.rolesSynced'));
  };

  const content = {
    users: (
      <EngagementPrincipalsTable
        engagementId={engagementId}
        principalType="User"
        canWrite={flags.canWriteEngagementAuthorization}
      />
    ),
    applications: (
      <EngagementPrincipalsTable
        engagementId={engagementId}
        principalType="Application"
        canWrite={flags.canWriteEngagementAuthorization}
      />
    ),
    tasks: <EngagementRbacTasksTable engagementId={engagementId} />,
  };

  return (
    <>
      <PageHeader
        title={t('adminEngagementAccess.title', { name: engagement.data?.name ?? '' })}
        extra={
          flags.canApplyEngagementRbac && (
            <Button
              icon={<SyncOutlined />}
              loading={sync.isPending}
              onClick={() => void syncRoles().catch(() => {})}
              data-testid="engagement-access-sync"
            >
              {t('adminEngagementAccess.syncRoles')}
            </Button>
          )
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(next) => navigate(`/engagement-access/${engagementId}/${next}`)}
        destroyOnHidden
        data-testid="engagement-access-tabs"
        items={tabs.map((key) => ({
          key,
          label: (
            <span data-testid={`engagement-access-tab-${key}`}>{t(`adminEngagementAccess.tabs.${key}`)}</span>
          ),
          children: content[key],
        }))}
      />
    </>
  );
}
