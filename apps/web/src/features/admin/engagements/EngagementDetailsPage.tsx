// Engagement details of the admin console (/engagements/:engagementId/:tab): header with the
// engagement and its tenant, the tabs admin-console.md shows for this engagement and provider. Only
// the Storage tab works yet; the others show their title until their issue lands.
import { Navigate, useNavigate, useParams, Link } from 'react-router';
import { Card, Empty, Result, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { allowed, engagementScope, featurePages, PERMISSIONS } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { useAppSettings } from '../../../shared/api/appSettings/useAppSettings';
import { useEngagement } from '../../../shared/api/engagements/useEngagement';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { tabTitleKey, visibleEngagementTabs, type EngagementDetailTab } from './engagementDetailsTabs';
import { StorageConfigurationsTab } from './storage/StorageConfigurationsTab';

export function EngagementDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { engagementId = '', tab } = useParams();
  const permissionsQuery = usePermissions(engagementScope(engagementId));
  const engagementQuery = useEngagement(engagementId);
  const settings = useAppSettings();

  if (permissionsQuery.isPending || engagementQuery.isPending || settings.isPending) return <PageSpin />;
  const { entries, canReadEngagement } = permissionsQuery.permissions;
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
  const canWrite = allowed(entries, PERMISSIONS.engagementsWriter);

  const content = (key: EngagementDetailTab) =>
    key === 'storage' ? (
      <StorageConfigurationsTab
        engagementId={engagement.id}
        canWrite={canWrite}
        cloudProvider={cloudProvider}
      />
    ) : (
      <Card>
        <Typography.Title level={4}>{t(tabTitleKey(key))}</Typography.Title>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.comingSoon')} />
      </Card>
    );

  return (
    <>
      <PageHeader
        title={t('engagementDetails.title', { name: engagement.name })}
        subtitle={
          <span data-testid="engagement-details-tenant">
            {t('engagementDetails.tenant')}{' '}
            <Link to={`/tenants/${encodeURIComponent(engagement.tenantId)}`}>{engagement.tenantName}</Link>
          </span>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/engagements/${encodeURIComponent(engagementId)}/${key}`)}
        destroyOnHidden
        data-testid="engagement-details-tabs"
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`engagement-tab-${key}`}>{t(tabTitleKey(key))}</span>,
          children: content(key),
        }))}
      />
    </>
  );
}
