// A folder that answers 403 (workspace.md section 8): the list stays empty and this dialog explains.
// Whoever may write the engagement's authorization can grant themselves access with their own e-mail;
// everyone else goes back to the parent folder, or to Overview from the root. Someone given access
// only to folders further down gets links to those, since the root they arrive at answers 403.
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE_NAMES } from '@cairn/contracts';
import { useCurrentUser } from '../../../shared/api/profile/useCurrentUser';
import { useReachableFolders } from '../../../shared/api/storage/useReachableFolders';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import type { FolderAddress } from '../storageObjects';

interface Props {
  open: boolean;
  canGrantSelf: boolean;
  /** The folder's scope (storageScope of contracts). */
  scope: string;
  atRoot: boolean;
  onBack: () => void;
  engagementId: string;
  purpose: string;
  purposeLabel: string;
  /** The folder shown (the one answering 403): never offered as a way out. */
  path: readonly string[];
  folderAddress: FolderAddress;
}

export function NoAccessDialog({
  open,
  canGrantSelf,
  scope,
  atRoot,
  onBack,
  engagementId,
  purpose,
  purposeLabel,
  path,
  folderAddress,
}: Props) {
  const { t } = useTranslation();
  const reachable = useReachableFolders(engagementId, purpose, open);
  const here = path.join('/');
  const ways = (reachable.data ?? []).filter((f) => f.path.join('/') !== here);
  const { data: me } = useCurrentUser();
  const grant = useUpdateRoleAssignments();
  const grantSelf = () =>
    me &&
    grant.mutate([
      [
        {
          principalId: me.email,
          principalType: 'User',
          roleName: ROLE_NAMES.folderContributor,
          scope,
          action: 'Add',
        },
      ],
    ]);

  return (
    <Modal
      open={open}
      width={400}
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={t('storage.noAccess.title')}
      footer={[
        <Button key="back" onClick={onBack} data-testid="no-access-back">
          {atRoot ? t('common.backToOverview') : t('storage.noAccess.back')}
        </Button>,
        canGrantSelf ? (
          <Button
            key="grant"
            type="primary"
            loading={grant.isPending}
            onClick={grantSelf}
            data-testid="no-access-grant-self"
          >
            {t('storage.noAccess.grantSelf')}
          </Button>
        ) : null,
      ]}
    >
      <p data-testid="no-access-dialog">{t('storage.noAccess.message')}</p>
      {ways.length > 0 && (
        <nav aria-labelledby="no-access-reachable-title" data-testid="no-access-reachable">
          <p id="no-access-reachable-title">
            <strong>{t('storage.noAccess.foldersYouCanOpen')}</strong>
          </p>
          <ul>
            {ways.map((f) => (
              <li key={f.path.join('/')}>
                <Link to={folderAddress(purpose, f.path)} data-testid="no-access-reachable-folder">
                  {f.path.length ? f.displayNames.join(' / ') : purposeLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Modal>
  );
}
