// A new client secret, shown once with a copy button: Cairn keeps only its hash, so it cannot be shown
// again (a new one can be made). Closing asks nothing: the warning says it plainly.
import { Alert, App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, type CreatedApplicationSecret } from '@cairn/contracts';
import { formatDateTime } from '../../../../shared/format/dates';

interface Props {
  applicationName: string;
  aadObjectId: string;
  created: CreatedApplicationSecret | null;
  onClose: () => void;
}

export function ApplicationSecretShownDialog({ applicationName, aadObjectId, created, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('adminApplications.copied'));
    } catch {
      void message.error(t('adminApplications.copyFailed'));
    }
  };

  return (
    <Modal
      open={created !== null}
      width={MODAL_WIDTH.large}
      title={t('adminApplications.secretShownTitle', { name: applicationName })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="application-secret-shown-close">
          {t('adminApplications.done')}
        </Button>
      }
      destroyOnHidden
      data-testid="application-secret-shown"
    >
      {created && (
        <Flex vertical gap={12}>
          <Typography.Paragraph>
            {t('adminApplications.secretShownText', {
              expires: formatDateTime(created.secret.expiresAt) ?? '',
            })}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Input
              readOnly
              value={created.value}
              aria-label={t('adminApplications.secretValue')}
              data-testid="application-secret-value"
              onFocus={(e) => e.target.select()}
            />
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copy(created.value)}
              data-testid="application-secret-copy"
            >
              {t('adminApplications.copy')}
            </Button>
          </Flex>
          <Typography.Text type="secondary">
            {t('adminApplications.clientIdIs', { id: aadObjectId })}
          </Typography.Text>
          <Alert type="warning" showIcon title={t('adminApplications.secretOnce')} />
        </Flex>
      )}
    </Modal>
  );
}
