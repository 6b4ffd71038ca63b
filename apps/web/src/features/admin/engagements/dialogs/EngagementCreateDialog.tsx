// New engagement modal (admin-console.md "Engagements overview", section 5): name (required, at least
// 3, the name check; checked on blur) and tenant (required, from the tenants the caller may read);
// 'new engagement added', then the new engagement's details open.
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { engagementTenantRules, MAX_PAGE_SIZE } from '@cairn/contracts';
import { useCreateEngagement } from '../../../../shared/api/engagements/useCreateEngagement';
import { useTenants } from '../../../../shared/api/tenants/useTenants';
import { FormDialog } from '../../../../shared/components/FormDialog';
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
  const tenants = useTenants({ page: 1, pageSize: MAX_PAGE_SIZE });

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
        <Select
          showSearch
          optionFilterProp="label"
          loading={tenants.isPending}
          placeholder={t('adminEngagements.chooseTenant')}
          options={(tenants.data?.results ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          data-testid="new-engagement-tenant"
        />
      </Form.Item>
    </FormDialog>
  );
}
