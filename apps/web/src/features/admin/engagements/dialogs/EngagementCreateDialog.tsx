// New engagement modal (admin-console.md "Engagements overview", section 5): name (required, at least
// 3, the name check; checked on blur) and tenant (required, from the tenants the caller may read,
// searched and paged on the server: issue 26);
// 'new engagement added', then the new engagement's details open.
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { engagementTenantRules } from '@cairn/contracts';
import { useCreateEngagement } from '../../../../shared/api/engagements/useCreateEngagement';
import { useTenantChoices } from '../../../../shared/api/tenants/useTenantChoices';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { RemoteSearchSelect } from '../../../../shared/components/RemoteSearchSelect';
import { antdRule } from '../../../../shared/validation/antdRules';
import { NameField } from '../../../../shared/components/NameField';
import { ADMIN_NAMES } from '../../forms/adminNames';

interface Values {
  name: string;
  tenantId: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (engagementId: string) => void;
}

export function EngagementCreateDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateEngagement();

  const submit = async (values: Values) => {
    const created = await create.mutateAsync({ name: values.name.trim(), tenantId: values.tenantId });
    void message.success(t('adminEngagements.newEngagementAdded'));
    if (created) onCreated(created.id);
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="small"
      title={t('adminEngagements.newEngagement')}
      initialValues={{ name: '', tenantId: '' }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="new-engagement"
    >
      <NameField
        {...ADMIN_NAMES.newEngagement}
        label={t('adminEngagements.name')}
        testId="new-engagement-name"
        autoFocus
      />
      <Form.Item
        name="tenantId"
        label={t('adminEngagements.tenant')}
        required
        rules={engagementTenantRules.map((rule) => antdRule(rule, t))}
      >
        <RemoteSearchSelect
          placeholder={t('adminEngagements.chooseTenant')}
          useChoices={useTenantChoices}
          toOption={(tenant) => ({ value: tenant.id, label: tenant.name })}
          testId="new-engagement-tenant"
        />
      </Form.Item>
    </FormDialog>
  );
}
