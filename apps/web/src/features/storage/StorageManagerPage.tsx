// Storage manager (workspace.md section 2): the folders and files of a storage purpose at the path of
// the address (/storage-manager/:storagePurpose/*, or /import/:storagePurpose/folders/* inside the
// Import area), with the actions the listing's `abilities` allow (the server's folder policy, at
// this folder's scope). The folder's objects page on the server (StorageObjectsTable). In the import
// storage: the files' queue states, import and reprocess of ticked files (on any page), and import
// settings of folders and files.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LOCAL_KEYS,
  ROLE_NAMES,
  STORAGE_OBJECTS_DEFAULT_SORT,
  storageScope,
  uploadAllowedAt,
  type PagedQuery,
  type StorageObject,
} from '@cairn/contracts';
import { isApiError } from '../../shared/api/ApiError';
import { PageSpin } from '../../shared/components/PageSpin';
import { usePagedTableQuery } from '../../shared/components/usePagedTableQuery';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useGainEditingLocked } from '../gain/useGainEditingLocked';
import { readLocal, writeLocal } from '../../shared/storage/localPreferences';
import { downloadAddress } from '../../shared/api/storage/downloadAddress';
import { pathOf } from '../../shared/api/storage/storagePaths';
import { useDeleteFile } from '../../shared/api/storage/useDeleteFile';
import { ImportFilesDialog } from './dialogs/ImportFilesDialog';
import { ImportSettingsDialog } from './dialogs/ImportSettingsDialog';
import { filesFor, isImportPurpose, type ImportMode } from './importSelection';
import type { SettingsTarget } from './importSettingsForm';
import type { ImportSettingsTarget } from '../../shared/api/pipelines/keys';
import { ImportToolbar } from './ImportToolbar';
import { useFolderListing } from '../../shared/api/storage/useFolderListing';
import { useStorageConfigurations } from '../../shared/api/storage/useStorageConfigurations';
import { FolderPermissionsDialog } from './dialogs/FolderPermissionsDialog';
import { MetadataDialog } from './dialogs/MetadataDialog';
import { NewFolderDialog } from './dialogs/NewFolderDialog';
import { NoAccessDialog } from './dialogs/NoAccessDialog';
import { ReadableFoldersAtRoot } from './ReadableFoldersAtRoot';
import { useReachableFolders } from '../../shared/api/storage/useReachableFolders';
import { UploadDialog } from './dialogs/UploadDialog';
import { StorageBreadcrumb } from './StorageBreadcrumb';
import { StorageHeader } from './StorageHeader';
import { STORAGE_SORTABLE, StorageObjectsTable } from './StorageObjectsTable';
import { StorageToolbar } from './StorageToolbar';
import {
  configurationLabel,
  importFoldersAddress,
  storageManagerAddress,
  type FolderAddress,
} from './storageObjects';

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'upload' }
  | { kind: 'permissions'; principalType: 'User' | 'Application'; path: string[]; name: string }
  | { kind: 'import'; mode: ImportMode; files: StorageObject[] }
  | { kind: 'importSettings'; target: SettingsTarget & { address: ImportSettingsTarget } };

/** Starts a download through the browser, so large files stream to disk instead of into memory. */
function startDownload(address: string) {
  const link = document.createElement('a');
  link.href = address;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 'import': inside the Import area, whose title and tabs frame the manager. */
export function StorageManagerPage({ area = 'storage' }: { area?: 'storage' | 'import' }) {
  const { engagementId } = useEngagementWorkspace();
  const { storagePurpose = '', '*': splat = '' } = useParams();
  if (!engagementId) return <PageSpin />;
  // A new purpose or path starts with fresh dialogs.
  return (
    <StorageManager
      key={`${storagePurpose}/${splat}`}
      engagementId={engagementId}
      purpose={storagePurpose}
      splat={splat}
      area={area}
    />
  );
}

function StorageManager({
  engagementId,
  purpose,
  splat,
  area,
}: {
  engagementId: string;
  purpose: string;
  splat: string;
  area: 'storage' | 'import';
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { flags, pages } = useEngagementWorkspace();
  // A signed-off gain engagement takes no new folders, uploads or deletions (the server refuses too).
  const gainLock = useGainEditingLocked();
  const path = splat.split('/').filter(Boolean);
  const scope = storageScope(engagementId, purpose, path);

  const configurations = useStorageConfigurations(engagementId);
  // The page on screen, for the folder's abilities, names and counts beside the list (the list's request).
  const listing = useFolderListing(
    engagementId,
    purpose,
    path,
    usePagedTableQuery({
      defaultSort: STORAGE_OBJECTS_DEFAULT_SORT,
      sortable: STORAGE_SORTABLE,
      searchable: false,
    }),
  );
  const useList = (query: PagedQuery) => useFolderListing(engagementId, purpose, path, query);
  const deleteFile = useDeleteFile(engagementId, purpose);
  const [showActualNames, setShowActualNames] = useState(
    () => readLocal(LOCAL_KEYS.actualNameToggle) === 'true',
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [metadataTarget, setMetadataTarget] = useState<StorageObject | null>(null);
  // Ticked files, on any page of the folder.
  const [selected, setSelected] = useState<StorageObject[]>([]);
  const folderAddress: FolderAddress = area === 'import' ? importFoldersAddress : storageManagerAddress;

  const status = isApiError(listing.error) ? listing.error.status : undefined;
  // The import root closed to someone who may read folders below it: those open from here, no dialog.
  const closedImportRoot = status === 403 && area === 'import' && path.length === 0;
  const reachable = useReachableFolders(engagementId, purpose, closedImportRoot);
  const readable = (reachable.data ?? []).filter((f) => f.path.length > 0);
  const readableBelow = closedImportRoot && (reachable.isPending || readable.length > 0);
  const noAccess = status === 403 && !readableBelow;
  const objects = listing.data?.results ?? [];
  const abilities = listing.data?.abilities;
  const configuration = configurations.data?.find((c) => c.storagePurpose === purpose);
  const purposeLabel = configuration ? configurationLabel(configuration) : purpose;
  const folderName = listing.data?.folder?.displayName ?? path[path.length - 1] ?? purposeLabel;
  const importStorage = isImportPurpose(purpose) && !!listing.data;
  const canImport = !!abilities?.import;
  const canEditImportSettings = !!abilities?.editImportSettings;
  // Folder access is a grant on the folder, not a permission: a reader of it is told which grant
  // writing here takes (createFolder is the folder policy's plain write ability).
  const writeUnavailable =
    abilities && !abilities.createFolder
      ? t('storage.needsContributor', { role: ROLE_NAMES.folderContributor })
      : undefined;
  // A ticked file on the page on screen shows its current state (a queue state moves on its own).
  const ticked = selected.map((s) => objects.find((o) => o.fullPath === s.fullPath) ?? s);
  const tickedPaths = ticked.map((o) => o.fullPath);
  const tick = (fullPaths: string[], rows: StorageObject[]) =>
    setSelected(
      fullPaths.flatMap((p) => {
        const file = rows.find((o) => o?.fullPath === p) ?? ticked.find((o) => o.fullPath === p);
        return file ? [file] : [];
      }),
    );

  // The spec's toggleClicked toast (workspace.md section 8): the switch changes every name in the
  // list at once, so it says which names now show.
  const rememberActualNames = (on: boolean) => {
    setShowActualNames(on);
    writeLocal(LOCAL_KEYS.actualNameToggle, String(on));
    void message.info(t(on ? 'storage.toggleClicked' : 'storage.toggleClickedOff'));
  };
  const goBack = () =>
    navigate(path.length ? folderAddress(purpose, path.slice(0, -1)) : '/overview', {
      replace: true,
    });
  const download = (o: StorageObject) => {
    if (!o.fullPath) return void message.error(t('storage.invalidPath'));
    startDownload(downloadAddress(engagementId, purpose, pathOf(o.fullPath)));
  };
  const remove = (o: StorageObject) =>
    deleteFile.mutate(pathOf(o.fullPath), {
      onSuccess: () => {
        // A deleted file's tick drops out.
        setSelected((current) => current.filter((s) => s.fullPath !== o.fullPath));
        void message.success(t('storage.fileDeleted', { name: o.displayName }));
      },
    });
  const openPermissions = (principalType: 'User' | 'Application', target: string[], name: string) =>
    setDialog({ kind: 'permissions', principalType, path: target, name });
  const openImport = (mode: ImportMode) =>
    setDialog({ kind: 'import', mode, files: filesFor(mode, ticked, tickedPaths) });
  // A folder's settings are addressed by its own path; a file's by its folder and its name.
  const openImportSettings = (o: StorageObject | null) => {
    const file = o?.type === 'File';
    const fileName = file ? o.actualName : undefined;
    const folder = o && !file ? pathOf(o.fullPath) : path;
    setDialog({
      kind: 'importSettings',
      target: {
        name: o?.displayName ?? folderName,
        kind: file ? 'file' : 'folder',
        fileName,
        address: { storagePurpose: purpose, path: folder.join('/'), fileName },
      },
    });
  };

  let content;
  if (status === 404) {
    content = (
      <Result
        status="404"
        title={t('storage.notFound')}
        data-testid="storage-not-found"
        extra={
          <Button type="primary" onClick={() => navigate(folderAddress(purpose))}>
            {t('storage.toRoot', { name: purposeLabel })}
          </Button>
        }
      />
    );
  } else if (readableBelow) {
    content = reachable.isPending ? (
      <PageSpin />
    ) : (
      <ReadableFoldersAtRoot purpose={purpose} folders={readable} folderAddress={folderAddress} />
    );
  } else if (listing.isError && !noAccess) {
    content = (
      <Result
        status="error"
        title={t('storage.loadFailed')}
        data-testid="storage-error"
        extra={<Button onClick={() => void listing.refetch()}>{t('errors.tryAgain')}</Button>}
      />
    );
  } else {
    content = (
      <StorageObjectsTable
        purpose={purpose}
        useList={useList}
        showActualNames={showActualNames}
        abilities={abilities}
        folderAddress={folderAddress}
        showQueueState={importStorage}
        selection={canImport ? { selected: tickedPaths, onChange: tick } : undefined}
        onImportSettings={canEditImportSettings ? openImportSettings : undefined}
        onDownload={download}
        onDelete={remove}
        deleteLockedReason={gainLock.reason}
        onEditMetadata={setMetadataTarget}
        onPermissions={(o, kind) => openPermissions(kind, pathOf(o.fullPath), o.displayName)}
      />
    );
  }

  return (
    <>
      {area === 'storage' && (
        <StorageHeader purpose={purpose} configurations={configurations.data} counts={listing.data?.counts} />
      )}
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={16} wrap>
            <StorageBreadcrumb
              purpose={purpose}
              purposeLabel={purposeLabel}
              path={path}
              displayNames={listing.data?.displayNames}
              showActualNames={showActualNames}
              folderAddress={folderAddress}
            />
            <StorageToolbar
              showActualNames={showActualNames}
              onShowActualNames={rememberActualNames}
              canCreateFolder={!!abilities?.createFolder}
              canUpload={!!abilities?.upload}
              writeUnavailable={writeUnavailable}
              uploadsBelongHere={uploadAllowedAt(path)}
              canManageAccess={!!abilities?.manageAccess}
              onNewFolder={() => setDialog({ kind: 'newFolder' })}
              onUpload={() => setDialog({ kind: 'upload' })}
              onPermissions={(kind) => openPermissions(kind, path, folderName)}
              lockedReason={gainLock.reason}
            />
          </Flex>
          {gainLock.locked && (
            <Alert type="info" showIcon message={gainLock.reason} data-testid="gain-editing-locked" />
          )}
          <ImportToolbar
            canImport={canImport}
            selectedCount={ticked.length}
            counts={{
              import: filesFor('import', ticked, tickedPaths).length,
              reprocess: filesFor('reprocess', ticked, tickedPaths).length,
              fxRateProcess: filesFor('fxRateProcess', ticked, tickedPaths).length,
              fxRateReprocess: filesFor('fxRateReprocess', ticked, tickedPaths).length,
            }}
            gain={pages.isGain}
            onImport={openImport}
            onFolderSettings={
              canEditImportSettings && path.length > 0 ? () => openImportSettings(null) : undefined
            }
          />
          {content}
        </Flex>
      </Card>

      <NewFolderDialog
        open={dialog?.kind === 'newFolder'}
        engagementId={engagementId}
        purpose={purpose}
        parent={path}
        onClose={() => setDialog(null)}
      />
      <UploadDialog
        open={dialog?.kind === 'upload'}
        engagementId={engagementId}
        purpose={purpose}
        folder={path}
        allowedExtensions={listing.data?.allowedExtensions ?? []}
        onClose={() => setDialog(null)}
      />
      <MetadataDialog
        engagementId={engagementId}
        purpose={purpose}
        target={metadataTarget}
        onClose={() => setMetadataTarget(null)}
      />
      {dialog?.kind === 'permissions' && (
        <FolderPermissionsDialog
          open
          kind={dialog.principalType}
          engagementId={engagementId}
          scope={storageScope(engagementId, purpose, dialog.path)}
          folderName={dialog.name}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportFilesDialog
          engagementId={engagementId}
          mode={dialog.mode}
          gain={pages.isGain}
          path={path}
          files={dialog.files}
          nameOf={(o) => (showActualNames ? o.actualName : o.displayName)}
          onClose={() => setDialog(null)}
          onStarted={() => {
            setSelected([]);
            setDialog(null);
          }}
        />
      )}
      <ImportSettingsDialog
        engagementId={engagementId}
        target={dialog?.kind === 'importSettings' ? dialog.target : null}
        onClose={() => setDialog(null)}
      />
      <NoAccessDialog
        open={noAccess}
        canGrantSelf={flags.canWriteEngagementAuthorization}
        scope={scope}
        atRoot={path.length === 0}
        onBack={goBack}
        engagementId={engagementId}
        purpose={purpose}
        purposeLabel={purposeLabel}
        path={path}
        folderAddress={folderAddress}
      />
    </>
  );
}
