// Engagement details of the admin console (/engagements/:engagementId/:tab): header with the
// engagement and its tenant, the tabs admin-console.md shows for this engagement and provider
// (engagementDetailsTabs.ts), each its own component.
import { Navigate, useParams, Link } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { engagementScope, featurePages, type CloudProvider, type EngagementAdmin } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { useAppSettings } from '../../../shared/api/appSettings/useAppSettings';
import { useEngagementAdmin } from '../../../shared/api/engagements/useEngagementAdmin';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { DetailsTabs } from '../../../shared/components/AdminDetailsPage';
import { PageSpin } from '../../../shared/components/PageSpin';
import { tabTitleKey, visibleEngagementTabs, type EngagementDetailTab } from './engagementDetailsTabs';
import { StorageConfigurationsTab } from './storage/StorageConfigurationsTab';
import { EngagementConfigurationTab } from './configuration/EngagementConfigurationTab';
import {
  EngagementApiConnectionsTab,
  EngagementBrokerSftpTab,
  EngagementConnectorsTab,
} from './connectors/EngagementConnectorTabs';
import { EngagementPrincipalsTable } from '../engagement-access/tables/EngagementPrincipalsTable';
import { EngagementRbacTasksTable } from '../engagement-access/tables/EngagementRbacTasksTable';
import { EngagementGeneralTab } from './EngagementGeneralTab';
import { EngagementResourcesTab } from './EngagementResourcesTab';
import { EngagementApplicationsTab } from './EngagementApplicationsTab';

function tabContent(key: EngagementDetailTab, engagement: EngagementAdmin, cloudProvider: CloudProvider) {
  const engagementId = engagement.id;
  switch (key) {
    case 'general':
      return <EngagementGeneralTab engagement={engagement} cloudProvider={cloudProvider} />;
    case 'resources':
      return <EngagementResourcesTab engagement={engagement} />;
    case 'users':
      return (
        <EngagementPrincipalsTable
          engagementId={engagementId}
          principalType="User"
          canWrite={engagement.abilities.assignRoles}
        />
      );
    case 'applications':
      return <EngagementApplicationsTab engagement={engagement} />;
    case 'configuration':
      return <EngagementConfigurationTab engagementId={engagementId} />;
    case 'broker-sftp-configuration':
      return <EngagementBrokerSftpTab engagementId={engagementId} />;
    case 'api-connections-configuration':
      return <EngagementApiConnectionsTab engagementId={engagementId} />;
    case 'connectors':
      return <EngagementConnectorsTab engagementId={engagementId} />;
    case 'rbac-tasks':
      return <EngagementRbacTasksTable engagementId={engagementId} />;
    case 'storage':
      return (
        <StorageConfigurationsTab
          engagementId={engagementId}
          canWrite={engagement.abilities.update}
          cloudProvider={cloudProvider}
        />
      );
  }
}

export function EngagementDetailsPage() {
  const { t } = useTranslation();
  const { engagementId = '', tab } = useParams();
  const permissionsQuery = usePermissions(engagementScope(engagementId));
  const engagementQuery = useEngagementAdmin(engagementId);
  const settings = useAppSettings();

  if (permissionsQuery.isPending || engagementQuery.isPending || settings.isPending) return <PageSpin />;
  const { canReadEngagement } = permissionsQuery.permissions;
  if (!canReadEngagement || (isApiError(engagementQuery.error) && engagementQuery.error.status === 403)) {
    return <Navigate to="/403" replace />;
  }
  const engagement = engagementQuery.data;
  if (!engagement) {
    return <Result status="404" title={t('engagementDetails.notFound')} data-testid="engagement-not-found" />;
  }

  const cloudProvider = settings.data?.cloudProvider ?? 'azure';
  const tabs = visibleEngagementTabs({
    cloudProvider,
    features: engagement.features,
    pages: featurePages(engagement.features),
  });
  if (!tabs.includes(tab as EngagementDetailTab))
    return <Navigate to={`/engagements/${engagementId}/general`} replace />;
  return (
    <DetailsTabs<EngagementDetailTab>
      entity="engagement"
      title={t('engagementDetails.title', { name: engagement.name })}
      subtitle={
        <span data-testid="engagement-details-tenant">
          {t('engagementDetails.tenant')}{' '}
          <Link to={`/tenants/${encodeURIComponent(engagement.tenantId)}`}>{engagement.tenantName}</Link>
        </span>
      }
      tabs={tabs}
      active={tab}
      address={(key) => `/engagements/${encodeURIComponent(engagementId)}/${key}`}
      tabLabel={(key) => t(tabTitleKey(key))}
      content={(key) => tabContent(key, engagement, cloudProvider)}
    />
  );
}
