// /storage-manager (StorageOverview): opens the default purpose with an empty path (workspace.md
// section 9: main, or the first purpose longer than 2 characters).
import { Navigate } from 'react-router';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useStorageConfigurations } from '../../shared/api/storage/useStorageConfigurations';
import { defaultPurpose, storageManagerAddress } from './storageObjects';

export function StorageOverviewRedirect() {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const configurations = useStorageConfigurations(engagementId);
  if (configurations.isPending) return <PageSpin />;
  const purpose = defaultPurpose(configurations.data ?? []);
  if (purpose) return <Navigate to={storageManagerAddress(purpose)} replace />;
  return (
    <>
      <PageHeader title={t('menu.storage')} />
      <Empty description={t('storage.noConfigurations')} data-testid="storage-no-configurations" />
    </>
  );
}
