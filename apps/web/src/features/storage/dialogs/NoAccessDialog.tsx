// A folder that answers 403 (workspace.md section 8): the list stays empty and this dialog explains.
// Whoever may write the engagement's authorization can grant themselves access with their own e-mail;
// everyone else goes back to the parent folder, or to Overview from the root.
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES } from '@cairn/contracts';
import { useCurrentUser } from '../../../shared/api/profile/useCurrentUser';
import { useUpdateRoleAssignments } from '../api/useUpdateRoleAssignments';

interface Props {
  open: boolean;
  canGrantSelf: boolean;
  /** The folder's scope (storageScope of contracts). */
  scope: string;
  atRoot: boolean;
  onBack: () => void;
}

export function NoAccessDialog({ open, canGrantSelf, scope, atRoot, onBack }: Props) {
  const { t } = useTranslation();
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
    </Modal>
  );
}
