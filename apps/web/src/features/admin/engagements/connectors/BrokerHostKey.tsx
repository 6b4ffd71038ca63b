// A saved broker's trusted SFTP host key (trust on first use): the fingerprint the first poll saw, as
// OpenSSH shows it, so the user can compare it with the server's; resetting the trust asks first, as
// the next poll then trusts whatever key it meets.
import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetBrokerHostKey } from '../../../../shared/api/connectors/useResetBrokerHostKey';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';

interface Props {
  engagementId: string;
  brokerId: string;
  fingerprint: string | null;
  canWrite: boolean;
  testId: string;
}

export function BrokerHostKey({ engagementId, brokerId, fingerprint, canWrite, testId }: Props) {
  const { t } = useTranslation();
  const reset = useResetBrokerHostKey(engagementId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Form.Item label={t('connectors.hostKey')} extra={fingerprint ? t('connectors.hostKeyHint') : undefined}>
      {fingerprint ? (
        <Typography.Text code copyable data-testid={`${testId}-hostKey`}>
          {fingerprint}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" data-testid={`${testId}-hostKey`}>
          {t('connectors.hostKeyNotYetTrusted')}
        </Typography.Text>
      )}
      {fingerprint && canWrite && (
        <Button size="small" onClick={() => setConfirming(true)} data-testid={`${testId}-hostKey-reset`}>
          {t('connectors.resetHostKey')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('connectors.confirmResetHostKey')}
        target={fingerprint ?? ''}
        description={t('connectors.resetHostKeyDescription')}
        okText={t('connectors.reset')}
        onConfirm={() => reset.mutateAsync(brokerId)}
        onClose={() => setConfirming(false)}
        testId={`${testId}-hostKey-dialog`}
      />
    </Form.Item>
  );
}
