// New personal access token: a name (which tool or machine it is for), a lifetime from a short
// list, what it may do (read, or read and write: the user chooses, no default) and optionally the
// engagements it may reach (searched and paged on the server: issue 26). The answer's secret is handed to AccessTokenShownDialog, the only place
// it is ever shown.
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_SCOPES,
  MAX_ACCESS_TOKEN_ENGAGEMENTS,
  MAX_ACCESS_TOKEN_NAME_LENGTH,
  type CreateAccessToken,
  type CreatedAccessToken,
} from '@cairn/contracts';
import { useCreateAccessToken } from '../../../shared/api/accessTokens/useCreateAccessToken';
import { useMyEngagementChoices } from '../../../shared/api/engagements/useMyEngagementChoices';
import { FormDialog } from '../../../shared/components/FormDialog';
import { RemoteSearchSelect } from '../../../shared/components/RemoteSearchSelect';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedAccessToken) => void;
}

export function AccessTokenCreateDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateAccessToken();

  const submit = async (values: CreateAccessToken) => {
    onCreated(
      await create.mutateAsync({
        name: values.name.trim(),
        expiresInDays: values.expiresInDays,
        scope: values.scope,
        // None chosen: every engagement of the user.
        engagementIds: values.engagementIds?.length ? values.engagementIds : null,
      }),
    );
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
      <Form.Item
        name="scope"
        label={t('accessTokens.scope')}
        rules={[{ required: true, message: t('accessTokens.scopeRequired') }]}
      >
        <Radio.Group data-testid="new-access-token-scope">
          {ACCESS_TOKEN_SCOPES.map((scope) => (
            <Radio key={scope} value={scope}>
              {t(`accessTokens.scopes.${scope}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="engagementIds"
        label={t('accessTokens.engagements')}
        extra={t('accessTokens.engagementsHint')}
      >
        <RemoteSearchSelect
          mode="multiple"
          allowClear
          maxCount={MAX_ACCESS_TOKEN_ENGAGEMENTS}
          placeholder={t('accessTokens.allEngagements')}
          testId="new-access-token-engagements"
          useChoices={useMyEngagementChoices}
          toOption={(e) => ({ value: e.id, label: e.name, title: `${e.name} (${e.tenantName})` })}
        />
      </Form.Item>
    </FormDialog>
  );
}
