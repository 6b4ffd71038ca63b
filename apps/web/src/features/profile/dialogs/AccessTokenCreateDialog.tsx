// New personal access token: a name (which tool or machine it is for) and a lifetime from a short
// list. The answer's secret is handed to AccessTokenShownDialog, the only place it is ever shown.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  MAX_ACCESS_TOKEN_NAME_LENGTH,
  type CreateAccessToken,
  type CreatedAccessToken,
} from '@cairn/contracts';
import { useCreateAccessToken } from '../../../shared/api/accessTokens/useCreateAccessToken';
import { FormDialog } from '../../../shared/components/FormDialog';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedAccessToken) => void;
}

export function AccessTokenCreateDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateAccessToken();

  const submit = async (values: CreateAccessToken) => {
    onCreated(await create.mutateAsync({ name: values.name.trim(), expiresInDays: values.expiresInDays }));
  };

  return (
    <FormDialog<CreateAccessToken>
      open={open}
      width="small"
      title={t('accessTokens.new')}
      initialValues={{ expiresInDays: 90 }}
      okText={t('accessTokens.create')}
      onSubmit={submit}
      onClose={onClose}
      testId="new-access-token"
    >
      <Form.Item
        name="name"
        label={t('accessTokens.name')}
        extra={t('accessTokens.nameHint')}
        rules={[{ required: true, whitespace: true, message: t('validation.fieldCannotBeEmpty') }]}
      >
        <Input autoFocus maxLength={MAX_ACCESS_TOKEN_NAME_LENGTH} data-testid="new-access-token-name" />
      </Form.Item>
      <Form.Item name="expiresInDays" label={t('accessTokens.expiresIn')}>
        <Select
          data-testid="new-access-token-expiry"
          options={ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({
            value: days,
            label: t('accessTokens.days', { count: days }),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
