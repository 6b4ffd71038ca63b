// Shown when a folder answers 403: a manager may grant themselves access, others go back.
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  canGrantSelf: boolean;
  granting: boolean;
  onGrantSelf: () => void;
  onBack: () => void;
}

export function NoAccessDialog({ open, canGrantSelf, granting, onGrantSelf, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={400}
      closable={false}
      maskClosable={false}
      title={t('storage.noAccess.title')}
      footer={[
        <Button key="back" onClick={onBack} data-testid="no-access-back">{t('storage.noAccess.back')}</Button>,
        canGrantSelf && (
          <Button key="grant" type="primary" loading={granting} onClick={onGrantSelf} data-testid="no-access-grant-self">
            {t('storage.noAccess.grantSelf')}
          </Button>
        ),
      ]}
    >
      <p data-testid="no-access-dialog">{t('storage.noAccess.message')}</p>
    </Modal>
  );
}
