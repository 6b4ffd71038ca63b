// Tenant details (/tenants/:tenantId/:tab, admin-console.md "Tenant details"): the header 'Tenant
// details - {name}' with the deployment status, and the tabs General, Compose, Deployments,
// Engagements, Users, Applications. While a deployment runs the tenant is asked again every few
// seconds (useTenant), so the lock lifts by itself; every tab gets `locked` and the abilities.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isTenantLocked, type Tenant } from '@cairn/contracts';
import { useTenant } from '../../../shared/api/tenants/useTenant';
import { AdminDetailsPage } from '../../../shared/components/AdminDetailsPage';
import { TenantComposeTab } from './compose/TenantComposeTab';
import { TenantDeploymentsTab, TenantDeploymentTasksPage } from './deployments/TenantDeploymentsTab';
import { TenantDeploymentStatusTag } from './TenantDeploymentStatusTag';
import { TenantEngagementsTab } from './TenantEngagementsTab';
import { TenantGeneralTab } from './TenantGeneralTab';
import { TenantPrincipalsTab } from './TenantPrincipalsTab';
import { TENANT_TABS, tenantAddress, type TenantTab } from './tenantAddress';

export function TenantDetailsPage() {
  const { t } = useTranslation();
  const { tenantId = '', tab, deploymentId } = useParams();
  const tenant = useTenant(tenantId);

  return (
    <AdminDetailsPage<Tenant, TenantTab>
      entity="tenant"
      query={tenant}
      missingStatuses={[404, 403]}
      notFound={t('adminTenants.notFound')}
      loadFailed={t('adminTenants.loadFailed')}
      back={{ to: '/tenants', label: t('adminTenants.backToTenants') }}
      tabs={TENANT_TABS}
      active={deploymentId ? 'deployments' : tab}
      address={(key) => tenantAddress(tenantId, key)}
      tabLabel={(key) => t(`adminTenants.tabs.${key}`)}
      header={(detail) => ({
        title: t('adminTenants.detailsTitle', { name: detail.name }),
        subtitle: <TenantDeploymentStatusTag status={detail.deploymentStatus} />,
      })}
      content={(detail) => {
        const locked = isTenantLocked(detail);
        return {
          general: <TenantGeneralTab tenant={detail} />,
          compose: <TenantComposeTab tenantId={detail.id} locked={locked} />,
          deployments: deploymentId ? (
            <TenantDeploymentTasksPage />
          ) : (
            <TenantDeploymentsTab tenantId={detail.id} />
          ),
          engagements: <TenantEngagementsTab tenantId={detail.id} />,
          users: <TenantPrincipalsTab tenant={detail} principalType="User" />,
          applications: <TenantPrincipalsTab tenant={detail} principalType="Application" />,
        };
      }}
    />
  );
}
