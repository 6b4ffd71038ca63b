// Tenant details (/tenants/:tenantId/:tab, admin-console.md "Tenant details"): the header 'Tenant
// details - {name}' with the deployment status, and the tabs General, Compose, Deployments,
// Engagements, Users, Applications. While a deployment runs the tenant is asked again every few
// seconds (useTenant), so the lock lifts by itself; every tab gets `locked` and the abilities.
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTenantLocked } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { useTenant } from '../../../shared/api/tenants/useTenant';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { TenantComposeTab } from './compose/TenantComposeTab';
import { TenantDeploymentsTab, TenantDeploymentTasksPage } from './deployments/TenantDeploymentsTab';
import { TenantDeploymentStatusTag } from './TenantDeploymentStatusTag';
import { TenantEngagementsTab } from './TenantEngagementsTab';
import { TenantGeneralTab } from './TenantGeneralTab';
import { TenantPrincipalsTab } from './TenantPrincipalsTab';
import { TENANT_TABS, tenantAddress, type TenantTab } from './tenantAddress';

export function TenantDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenantId = '', tab, deploymentId } = useParams();
  const tenant = useTenant(tenantId);
  const active: string | undefined = deploymentId ? 'deployments' : tab;

  if (!TENANT_TABS.includes(active as TenantTab)) return <Navigate to={tenantAddress(tenantId)} replace />;
  if (tenant.isPending) return <PageSpin />;
  if (!tenant.data) {
    const missing = isApiError(tenant.error) && (tenant.error.status === 404 || tenant.error.status === 403);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'adminTenants.notFound' : 'adminTenants.loadFailed')}
        extra={<Link to="/tenants">{t('adminTenants.backToTenants')}</Link>}
        data-testid="tenant-not-found"
      />
    );
  }
  const detail = tenant.data;
  const locked = isTenantLocked(detail);
  const label = (key: TenantTab) => (
    <span data-testid={`tenant-tab-${key}`}>{t(`adminTenants.tabs.${key}`)}</span>
  );
  const content: Record<TenantTab, React.ReactNode> = {
    general: <TenantGeneralTab tenant={detail} />,
    compose: <TenantComposeTab tenantId={detail.id} locked={locked} />,
    deployments: deploymentId ? <TenantDeploymentTasksPage /> : <TenantDeploymentsTab tenantId={detail.id} />,
    engagements: <TenantEngagementsTab tenantId={detail.id} />,
    users: <TenantPrincipalsTab tenant={detail} principalType="User" />,
    applications: <TenantPrincipalsTab tenant={detail} principalType="Application" />,
  };

  return (
    <>
      <PageHeader
        title={t('adminTenants.detailsTitle', { name: detail.name })}
        subtitle={<TenantDeploymentStatusTag status={detail.deploymentStatus} />}
        extra={<Link to="/tenants">{t('adminTenants.backToTenants')}</Link>}
      />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(tenantAddress(detail.id, key as TenantTab))}
        destroyOnHidden
        data-testid="tenant-details-tabs"
        items={TENANT_TABS.map((key) => ({ key, label: label(key), children: content[key] }))}
      />
    </>
  );
}
