// New client secret: an optional description and an optional expiry date (default
// APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS, at most APPLICATION_SECRET_MAX_EXPIRY_DAYS). The answer's
// value is handed to ApplicationSecretShownDialog, the only place it is ever shown.
import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS,
  APPLICATION_SECRET_MAX_EXPIRY_DAYS,
  MAX_SECRET_DESCRIPTION_LENGTH,
  type CreatedApplicationSecret,
} from '@cairn/contracts';
import { useCreateApplicationSecret } from '../../../../shared/api/authorization/useCreateApplicationSecret';
import { FormDialog } from '../../../../shared/components/FormDialog';

interface Values {
  description?: string;
  expiresAt?: Dayjs | null;
}

interface Props {
  open: boolean;
  aadObjectId: string;
  onClose: () => void;
  onCreated: (created: CreatedApplicationSecret) => void;
}

export function ApplicationSecretCreateDialog({ open, aadObjectId, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateApplicationSecret(aadObjectId);

  const submit = async (values: Values) => {
    const created = await create.mutateAsync({
      description: values.description?.trim() || undefined,
      // The end of the chosen day, so a secret "until 31 March" works all of that day.
      expiresAt: values.expiresAt ? values.expiresAt.endOf('day').toISOString() : undefined,
    });
    void message.success(t('adminApplications.secretCreated'));
    onCreated(created);
  };

  return (
    <FormDialog<Values>
      open={open}
      width="small"
      title={t('adminApplications.newSecret')}
      onSubmit={submit}
      onClose={onClose}
      testId="new-application-secret"
    >
      <Form.Item name="description" label={t('adminApplications.secretDescription')}>
        <Input
          autoFocus
          maxLength={MAX_SECRET_DESCRIPTION_LENGTH}
          data-testid="new-application-secret-description"
        />
      </Form.Item>
      <Form.Item
        name="expiresAt"
        label={t('adminApplications.secretExpires')}
        extra={t('adminApplications.secretExpiresHint', {
          days: APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS,
          max: APPLICATION_SECRET_MAX_EXPIRY_DAYS,
        })}
      >
        <DatePicker
          format="DD-MM-YYYY"
          style={{ width: '100%' }}
          disabledDate={(day) =>
            !day.isAfter(dayjs(), 'day') ||
            day.isAfter(dayjs().add(APPLICATION_SECRET_MAX_EXPIRY_DAYS - 1, 'day'), 'day')
          }
          data-testid="new-application-secret-expires"
        />
      </Form.Item>
    </FormDialog>
  );
}
