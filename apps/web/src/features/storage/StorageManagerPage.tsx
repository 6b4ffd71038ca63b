// Storage manager (workspace.md section 2): the folders and files of a storage purpose, by path.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Breadcrumb, Button, Card, Select, Space, Switch, Typography } from 'antd';
import { FolderAddOutlined, TeamOutlined, ApiOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS, ROLE_NAMES, storageScope, type StorageObject } from '@cairn/contracts';
import { PageHeader } from '../../shared/components/PageHeader';
import { isApiError } from '../../shared/api/ApiError';
import { reportError } from '../../shared/api/reportError';
import { usePermissions } from '../../shared/api/permissions/usePermissions';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { readLocal, writeLocal } from '../../shared/storage/localPreferences';
import { applyRoleAssignments, downloadAddress, uploadFile, useFolderListing, useStorageConfigurations, useStorageMutations } from './api/storageApi';
import { StorageObjectsTable } from './StorageObjectsTable';
import { NewFolderDialog } from './dialogs/NewFolderDialog';
import { MetadataDialog } from './dialogs/MetadataDialog';
import { UploadDialog } from './dialogs/UploadDialog';
import { NoAccessDialog } from './dialogs/NoAccessDialog';
import { FolderPrincipalsDialog } from './dialogs/FolderPrincipalsDialog';

export function StorageManagerPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { storagePurpose = 'main', '*': splat = '' } = useParams();
  const segments = splat.split('/').filter(Boolean);
  const path = segments.join('/');
  const { engagementId, pages, flags } = useEngagementWorkspace();
  const me = useCurrentUser();
  const configurations = useStorageConfigurations(engagementId);
  const listing = useFolderListing(engagementId, storagePurpose, path);
  const folderPermissions = usePermissions(engagementId ? storageScope(engagementId, storagePurpose, segments) : null);
  const mutations = useStorageMutations(engagementId ?? '', storagePurpose);
  const [showActualNames, setShowActualNames] = useState(readLocal(LOCAL_KEYS.actualNameToggle) === 'true');
  const [dialog, setDialog] = useState<'folder' | 'upload' | 'users' | 'applications' | null>(null);
  const [metadataTarget, setMetadataTarget] = useState<StorageObject | null>(null);
  const [granting, setGranting] = useState(false);

  if (!engagementId) return null;
  const go = (purpose: string, to: string[]) => navigate(`/storage-manager/${purpose}${to.length ? `/${to.join('/')}` : ''}`);
  const noAccess = isApiError(listing.error) && listing.error.status === 403;
  const objects = noAccess ? [] : (listing.data?.objects ?? []);
  const canWrite = folderPermissions.permissions.engagement.canWriteEngagementStorageFolders && !noAccess;
  const canManageAccess = flags.canWriteEngagementAuthorization && !pages.isGain;
  const folders = objects.filter((o) => o.type !== 'File').length;
  const files = objects.length - folders;
  const scope = storageScope(engagementId, storagePurpose, segments);
  const choices = (configurations.data ?? []).filter((c) => c.displayName.length > 2);

  const grantSelf = async () => {
    setGranting(true);
    try {
      await applyRoleAssignments([{ principalId: me.data!.email, principalType: 'User', roleName: ROLE_NAMES.folderContributor, scope, action: 'Add' }]);
      await folderPermissions.refetch();
      await listing.refetch();
    } catch (error) {
      reportError(error);
    } finally {
      setGranting(false);
    }
  };
  const download = (o: StorageObject) => {
    if (!o.fullPath) return void message.error(t('storage.invalidPath'));
    window.location.assign(downloadAddress(engagementId, storagePurpose, o.fullPath));
  };
  const counts = [folders ? t('storage.folderCount', { count: folders }) : null, files ? t('storage.fileCount', { count: files }) : null].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader title={t('menu.storage')} subtitle={counts || undefined} />
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Select
              style={{ minWidth: 240 }}
              value={storagePurpose}
              loading={configurations.isPending}
              onChange={(purpose: string) => go(purpose, [])}
              options={choices.map((c) => ({ value: c.storagePurpose, label: c.displayName || c.storagePurpose }))}
              aria-label={t('storage.purpose')}
              data-testid="storage-purpose-select"
            />
            <Space wrap>
              <Switch checked={showActualNames} onChange={(on) => (setShowActualNames(on), writeLocal(LOCAL_KEYS.actualNameToggle, String(on)))} data-testid="actual-name-switch" />
              <Typography.Text>{t('storage.showActualNames')}</Typography.Text>
              {canWrite && <Button icon={<FolderAddOutlined />} onClick={() => setDialog('folder')} data-testid="new-folder">{t('storage.newFolder')}</Button>}
              {canWrite && listing.data?.canUpload && <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog('upload')} data-testid="upload">{t('storage.upload.title')}</Button>}
              {canManageAccess && segments.length > 0 && <Button icon={<TeamOutlined />} onClick={() => setDialog('users')} data-testid="folder-users">{t('storage.permissions.usersButton')}</Button>}
              {canManageAccess && segments.length > 0 && <Button icon={<ApiOutlined />} onClick={() => setDialog('applications')} data-testid="folder-applications">{t('storage.permissions.applicationsButton')}</Button>}
            </Space>
          </Space>
          <Breadcrumb
            data-testid="storage-breadcrumb"
            items={[{ title: <a onClick={() => go(storagePurpose, [])}>{choices.find((c) => c.storagePurpose === storagePurpose)?.displayName ?? storagePurpose}</a> }, ...segments.map((s, i) => ({ title: i === segments.length - 1 ? s : <a onClick={() => go(storagePurpose, segments.slice(0, i + 1))}>{s}</a> }))]}
          />
          <StorageObjectsTable
            objects={objects}
            loading={listing.isFetching && !listing.data}
            showActualNames={showActualNames}
            canWrite={canWrite}
            onOpen={(o) => go(storagePurpose, o.fullPath.split('/'))}
            onDownload={download}
            onEditMetadata={setMetadataTarget}
            onDelete={(o) => mutations.deleteFile.mutateAsync(o.fullPath).catch(reportError)}
          />
        </Space>
      </Card>
      <NewFolderDialog open={dialog === 'folder'} onClose={() => setDialog(null)} onCreate={(input) => mutations.createFolder.mutateAsync({ parent: path, ...input })} />
      <UploadDialog open={dialog === 'upload'} allowedExtensions={listing.data?.allowedExtensions ?? []} onClose={() => setDialog(null)} upload={(file, onProgress) => uploadFile(engagementId, storagePurpose, path, file, onProgress)} onDone={() => void listing.refetch()} />
      <MetadataDialog target={metadataTarget} onClose={() => setMetadataTarget(null)} onSave={(metadata) => mutations.updateMetadata.mutateAsync({ path: metadataTarget!.fullPath, metadata })} />
      <NoAccessDialog open={noAccess} canGrantSelf={flags.canWriteEngagementAuthorization} granting={granting} onGrantSelf={grantSelf} onBack={() => (segments.length ? go(storagePurpose, segments.slice(0, -1)) : navigate('/overview'))} />
      <FolderPrincipalsDialog kind="User" open={dialog === 'users'} engagementId={engagementId} scope={scope} onClose={() => setDialog(null)} />
      <FolderPrincipalsDialog kind="Application" open={dialog === 'applications'} engagementId={engagementId} scope={scope} onClose={() => setDialog(null)} />
    </>
  );
}
