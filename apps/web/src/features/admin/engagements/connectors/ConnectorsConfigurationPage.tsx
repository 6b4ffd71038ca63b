// The workspace's Connectors page (/connectors-configuration/:engagementId, workspace.md menu
// "Administration"): the engagement's connectors configuration, as on Engagement details' tab.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../shared/components/PageHeader';
import { ConnectorsConfigurationForm } from './ConnectorsConfigurationForm';

export function ConnectorsConfigurationPage() {
  const { t } = useTranslation();
  const { engagementId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('menu.connectors')} />
      <ConnectorsConfigurationForm engagementId={engagementId} />
    </>
  );
}
