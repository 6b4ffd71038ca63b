// The workspace's Configuration page (engagement menu, workspace.md section 6): the Configuration tab's
// cards for the selected engagement; read-only for a caller without write (the cards' abilities),
// then the way to the engagement's details (storage purposes and the rest of the admin console).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../shared/components/PageHeader';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../../shared/engagement/useEngagementWorkspace';
import { EngagementDetailsLinkCard } from '../EngagementDetailsLinkCard';
import { EngagementConfigurationTab } from './EngagementConfigurationTab';

export function EngagementConfigurationPage() {
  const { t } = useTranslation();
  const { engagement, isLoading } = useEngagementWorkspace();
  return (
    <>
      <PageHeader title={t('menu.configuration')} subtitle={engagement?.name} />
      {isLoading || !engagement ? (
        <PageSpin />
      ) : (
        <>
          <EngagementConfigurationTab engagementId={engagement.id} />
          {/* The rest of the engagement's settings (storage purposes, access) live in its details. */}
          <EngagementDetailsLinkCard />
        </>
      )}
    </>
  );
}
