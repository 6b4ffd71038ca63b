// A new client secret, shown once with a copy button (shared ShownOnceDialog): Cairn keeps only its
// hash, so it cannot be shown again (a new one can be made).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatedApplicationSecret } from '@cairn/contracts';
import { ShownOnceDialog, ShownOnceSecret } from '../../../../shared/components/ShownOnceDialog';
import { formatDateTime } from '../../../../shared/format/dates';

interface Props {
  applicationName: string;
  aadObjectId: string;
  created: CreatedApplicationSecret | null;
  onClose: () => void;
}

export function ApplicationSecretShownDialog({ applicationName, aadObjectId, created, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      open={created !== null}
      title={t('adminApplications.secretShownTitle', { name: applicationName })}
      onClose={onClose}
      testId="application-secret-shown"
    >
      {created && (
        <ShownOnceSecret
          intro={t('adminApplications.secretShownText', {
            expires: formatDateTime(created.secret.expiresAt) ?? '',
          })}
          value={created.value}
          label={t('adminApplications.secretValue')}
          copyFailed={t('adminApplications.copyFailed')}
          warning={t('adminApplications.secretOnce')}
          note={
            <Typography.Text type="secondary">
              {t('adminApplications.clientIdIs', { id: aadObjectId })}
            </Typography.Text>
          }
          valueTestId="application-secret-value"
          copyTestId="application-secret-copy"
        />
      )}
    </ShownOnceDialog>
  );
}
