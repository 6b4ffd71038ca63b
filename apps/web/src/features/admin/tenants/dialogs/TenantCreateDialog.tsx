// New tenant modal (admin-console.md "Tenants overview"): name (required, at least 3, the name check;
// checked on blur) and removable (yes/no); 'saved' when created. The provider is Microsoft Azure.
import { App, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateTenant } from '../../../../shared/api/tenants/useCreateTenant';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { NameField } from '../../../../shared/components/NameField';
import { ADMIN_NAMES } from '../../forms/adminNames';

interface Values {
  name: string;
  isRemovable: boolean;
}

export function TenantCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateTenant();

  const submit = async (values: Values) => {
    await create.mutateAsync({ name: values.name.trim(), isRemovable: values.isRemovable });
    void message.success(t('adminTenants.saved'));
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="small"
      title={t('adminTenants.newTenant')}
      initialValues={{ name: '', isRemovable: true }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="new-tenant"
    >
      <NameField {...ADMIN_NAMES.tenant} label={t('adminTenants.name')} testId="new-tenant-name" autoFocus />
      <Form.Item name="isRemovable" label={t('adminTenants.removable')}>
        <Radio.Group
          data-testid="new-tenant-removable"
          options={[
            { value: true, label: t('adminTenants.yes') },
            { value: false, label: t('adminTenants.no') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
