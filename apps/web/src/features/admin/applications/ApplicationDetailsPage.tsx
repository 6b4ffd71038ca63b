// Application details (/applications/:aadObjectId/:tab, admin-console.md route table): tabs profile,
// roles and secrets. The overview's gate (Users.Reader at /platform) covers this page too; what I may
// change comes with the application (abilities).
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Result, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { applicationKeys } from '../../../shared/api/authorization/keys';
import { useApplication } from '../../../shared/api/authorization/useApplication';
import { useApplicationRoleAssignments } from '../../../shared/api/authorization/useApplicationRoleAssignments';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { PrincipalRolesTab } from '../access/PrincipalRolesTab';
import { ApplicationProfileTab } from './ApplicationProfileTab';
import { ApplicationSecretsTab } from './ApplicationSecretsTab';
import { applicationAddress } from './applicationAddress';

const TABS = ['profile', 'roles', 'secrets'] as const;

export function ApplicationDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { aadObjectId = '', tab } = useParams();
  const application = useApplication(aadObjectId);

  if (!TABS.includes(tab as (typeof TABS)[number]))
    return <Navigate to={applicationAddress(aadObjectId)} replace />;
  if (application.isPending) return <PageSpin />;
  if (!application.data) {
    const missing = isApiError(application.error) && application.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'adminApplications.notFound' : 'adminApplications.loadFailed')}
        extra={<Link to="/applications">{t('adminApplications.backToApplications')}</Link>}
        data-testid="application-not-found"
      />
    );
  }
  const detail = application.data;

  return (
    <>
      <PageHeader
        title={t('adminApplications.detailsTitle', { name: detail.name })}
        subtitle={
          <>
            <Typography.Text code data-testid="application-aad-object-id">
              {detail.aadObjectId}
            </Typography.Text>{' '}
            {detail.disabled && <Tag color="red">{t('adminApplications.disabled')}</Tag>}
          </>
        }
        extra={<Link to="/applications">{t('adminApplications.backToApplications')}</Link>}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(applicationAddress(detail.aadObjectId, key))}
        destroyOnHidden
        data-testid="application-details-tabs"
        items={[
          {
            key: 'profile',
            label: <span data-testid="application-tab-profile">{t('adminApplications.profileTab')}</span>,
            children: <ApplicationProfileTab application={detail} />,
          },
          {
            key: 'roles',
            label: <span data-testid="application-tab-roles">{t('adminApplications.rolesTab')}</span>,
            children: (
              <PrincipalRolesTab
                principal={{
                  principalId: detail.aadObjectId,
                  principalType: 'Application',
                  name: detail.name,
                }}
                canAssign={detail.abilities.assignRoles}
                useAssignments={useApplicationRoleAssignments}
                assignmentsKey={applicationKeys.assignments(detail.aadObjectId)}
              />
            ),
          },
          {
            key: 'secrets',
            label: <span data-testid="application-tab-secrets">{t('adminApplications.secretsTab')}</span>,
            children: <ApplicationSecretsTab application={detail} />,
          },
        ]}
      />
    </>
  );
}
