// Application details (/applications/:aadObjectId/:tab, admin-console.md route table): tabs profile,
// roles and secrets. The overview's gate (Users.Reader at /platform) covers this page too; what I may
// change comes with the application (abilities).
import { useParams } from 'react-router';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Application } from '@cairn/contracts';
import { applicationKeys } from '../../../shared/api/authorization/keys';
import { useApplication } from '../../../shared/api/authorization/useApplication';
import { useApplicationRoleAssignments } from '../../../shared/api/authorization/useApplicationRoleAssignments';
import { AdminDetailsPage } from '../../../shared/components/AdminDetailsPage';
import { PrincipalRolesTab } from '../access/PrincipalRolesTab';
import { ApplicationProfileTab } from './ApplicationProfileTab';
import { ApplicationSecretsTab } from './ApplicationSecretsTab';
import { applicationAddress } from './applicationAddress';

const TABS = ['profile', 'roles', 'secrets'] as const;
type ApplicationTab = (typeof TABS)[number];

export function ApplicationDetailsPage() {
  const { t } = useTranslation();
  const { aadObjectId = '', tab } = useParams();
  const application = useApplication(aadObjectId);

  return (
    <AdminDetailsPage<Application, ApplicationTab>
      entity="application"
      query={application}
      notFound={t('adminApplications.notFound')}
      loadFailed={t('adminApplications.loadFailed')}
      back={{ to: '/applications', label: t('adminApplications.backToApplications') }}
      tabs={TABS}
      active={tab}
      address={(key) => applicationAddress(aadObjectId, key)}
      tabLabel={(key) => t(`adminApplications.${key}Tab`)}
      header={(detail) => ({
        title: t('adminApplications.detailsTitle', { name: detail.name }),
        subtitle: (
          <>
            <Typography.Text code data-testid="application-aad-object-id">
              {detail.aadObjectId}
            </Typography.Text>{' '}
            {detail.disabled && <Tag color="red">{t('adminApplications.disabled')}</Tag>}
          </>
        ),
      })}
      content={(detail) => ({
        profile: <ApplicationProfileTab application={detail} />,
        roles: (
          <PrincipalRolesTab
            principal={{ principalId: detail.aadObjectId, principalType: 'Application', name: detail.name }}
            canAssign={detail.abilities.assignRoles}
            useAssignments={useApplicationRoleAssignments}
            assignmentsKey={applicationKeys.assignments(detail.aadObjectId)}
          />
        ),
        secrets: <ApplicationSecretsTab application={detail} />,
      })}
    />
  );
}
