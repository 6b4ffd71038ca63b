// A new personal access token, shown once with a copy button and how git uses it: Cairn keeps only its
// hash, so it cannot be shown again (a new one can be made).
import { Alert, App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, nodeModelCloneUrl, type CreatedAccessToken } from '@cairn/contracts';
import { formatDateTime } from '../../../shared/format/dates';

interface Props {
  created: CreatedAccessToken | null;
  onClose: () => void;
}

export function AccessTokenShownDialog({ created, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('accessTokens.copied'));
    } catch {
      void message.error(t('accessTokens.copyFailed'));
    }
  };
  // Cairn serves the web app and git from one address.
  const cloneExample = `git clone ${nodeModelCloneUrl(window.location.origin, t('accessTokens.engagementIdPlaceholder'))}`;

  return (
    <Modal
      open={created !== null}
      width={MODAL_WIDTH.large}
      title={t('accessTokens.shownTitle', { name: created?.token.name ?? '' })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="access-token-shown-close">
          {t('accessTokens.done')}
        </Button>
      }
      destroyOnHidden
      data-testid="access-token-shown"
    >
      {created && (
        <Flex vertical gap={12}>
          <Typography.Paragraph>
            {t('accessTokens.shownText', { expires: formatDateTime(created.token.expiresAt) ?? '' })}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Input
              readOnly
              value={created.secret}
              aria-label={t('accessTokens.secret')}
              data-testid="access-token-secret"
              onFocus={(e) => e.target.select()}
            />
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copy(created.secret)}
              data-testid="access-token-copy"
            >
              {t('accessTokens.copy')}
            </Button>
          </Flex>
          <Alert type="warning" showIcon title={t('accessTokens.shownOnce')} />
          <Typography.Text strong>{t('accessTokens.cloneTitle')}</Typography.Text>
          <Typography.Text code data-testid="access-token-clone-example">
            {cloneExample}
          </Typography.Text>
          <Typography.Text type="secondary">{t('accessTokens.cloneHint')}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
