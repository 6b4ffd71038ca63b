// Tenant details' General tab (admin-console.md sections 2 and 5): the name (required, at least 3, the
// name check; checked on blur); read-only id, cloud provider and subscription id; the resource group
// name after its fixed prefix ('NL-ETP-' + the environment's first letter + '-': removed on load, added
// on save; 3 to 24 characters); the active directory id the subscription trusts (a GUID, kept in the
// cloud configuration as ActiveDirectoryId). Configuration opens the JSON editor; Save says 'tenant info saved';
// Delete, for a removable tenant, asks 'confirm delete tenant', says 'tenant deleted' and returns to
// the overview. While a deployment runs the whole form is disabled with the lock's tooltip.
import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { CodeOutlined, DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  activeDirectoryIdRules,
  cloudConfigurationKeys,
  isTenantLocked,
  resourceGroupNameRules,
  resourceGroupPrefix,
  withoutResourceGroupPrefix,
  withResourceGroupPrefix,
  type Tenant,
} from '@cairn/contracts';
import { useAppSettings } from '../../../shared/api/appSettings/useAppSettings';
import { useDeleteTenant } from '../../../shared/api/tenants/useDeleteTenant';
import { useUpdateTenant } from '../../../shared/api/tenants/useUpdateTenant';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { GeneralTabForm, ReadOnlyField, useGeneralTabSave } from '../../../shared/components/GeneralTabForm';
import { PageSpin } from '../../../shared/components/PageSpin';
import { antdRule } from '../../../shared/validation/antdRules';
import { reportError } from '../../../shared/api/reportError';
import { TenantConfigurationDialog } from './dialogs/TenantConfigurationDialog';
import { TenantLockedTooltip } from './TenantLockedTooltip';
import { NameField } from '../../../shared/components/NameField';
import { ADMIN_NAMES } from '../forms/adminNames';

interface Values {
  name: string;
  resourceGroupName: string;
  subscriptionId: string;
  activeDirectoryId: string;
  cloudConfiguration: string;
}

const PROVIDER_KEYS = ['unspecified', 'azure', 'aws'] as const;

export function TenantGeneralTab({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const settings = useAppSettings();
  const environment = settings.data?.environment ?? '';
  const save = useUpdateTenant(tenant.id);
  const saved = useGeneralTabSave(form, t('adminTenants.tenantInfoSaved'), reportError);
  const remove = useDeleteTenant();
  const [editingJson, setEditingJson] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const locked = isTenantLocked(tenant);
  const readOnly = locked || !tenant.abilities.update;
  const cloudConfiguration = Form.useWatch('cloudConfiguration', form) ?? tenant.cloudConfiguration;

  const submit = (values: Values) =>
    save.mutate(
      {
        name: values.name.trim(),
        cloudConfiguration: values.cloudConfiguration,
        subscriptionId: values.subscriptionId,
        resourceGroupName: withResourceGroupPrefix(environment, values.resourceGroupName),
        activeDirectoryId: values.activeDirectoryId.trim(),
      },
      saved,
    );

  /** The JSON editor's text becomes the form's; its keys fill their fields. */
  const applyJson = (text: string) => {
    const keys = cloudConfigurationKeys(text);
    form.setFieldsValue({
      cloudConfiguration: text,
      subscriptionId: keys.subscriptionId,
      resourceGroupName: withoutResourceGroupPrefix(environment, keys.resourceGroupName),
      activeDirectoryId: keys.activeDirectoryId,
    });
  };

  // The prefix comes from the environment: the form opens once the settings are known.
  if (settings.isPending) return <PageSpin />;

  return (
    <GeneralTabForm<Values>
      form={form}
      readOnly={readOnly}
      maxWidth={640}
      initialValues={{
        name: tenant.name,
        subscriptionId: tenant.subscriptionId,
        resourceGroupName: withoutResourceGroupPrefix(environment, tenant.resourceGroupName),
        activeDirectoryId: tenant.activeDirectoryId,
        cloudConfiguration: tenant.cloudConfiguration,
      }}
      onFinish={submit}
      saving={save.isPending}
      saveLabel={t('adminTenants.save')}
      saveIcon={<SaveOutlined />}
      banner={
        locked && (
          <Alert type="info" showIcon message={t('adminTenants.locked')} style={{ marginBottom: 16 }} />
        )
      }
      wrapForm={(f) => <TenantLockedTooltip locked={locked}>{f}</TenantLockedTooltip>}
      actionsBefore={
        <Button
          icon={<CodeOutlined />}
          onClick={() => setEditingJson(true)}
          data-testid="tenant-configuration-open"
        >
          {t('adminTenants.configuration')}
        </Button>
      }
      actionsAfter={
        tenant.isRemovable && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!tenant.abilities.delete}
            onClick={() => setDeleting(true)}
            data-testid="tenant-delete-open"
          >
            {t('adminTenants.delete')}
          </Button>
        )
      }
      dialogs={
        <>
          <TenantConfigurationDialog
            open={editingJson}
            value={cloudConfiguration}
            readOnly={readOnly}
            onClose={() => setEditingJson(false)}
            onApply={(text) => {
              applyJson(text);
              setEditingJson(false);
            }}
          />
          <ConfirmDialog
            open={deleting}
            title={t('adminTenants.confirmDeleteTenant')}
            target={tenant.name}
            onConfirm={async () => {
              await remove.mutateAsync(tenant.id);
              void message.success(t('adminTenants.tenantDeleted'));
              navigate('/tenants');
            }}
            onClose={() => setDeleting(false)}
            testId="tenant-delete"
          />
        </>
      }
      testId="tenant-general"
    >
      <NameField {...ADMIN_NAMES.tenant} label={t('adminTenants.name')} testId="tenant-general-name" />
      <ReadOnlyField label={t('adminTenants.id')} id="tenant-general-id" value={tenant.id} />
      <ReadOnlyField
        label={t('adminTenants.cloudProvider')}
        id="tenant-general-provider"
        value={t(`adminTenants.providers.${PROVIDER_KEYS[tenant.cloudProvider] ?? 'unspecified'}`)}
      />
      <Form.Item name="subscriptionId" label={t('adminTenants.subscriptionId')}>
        <Input readOnly disabled data-testid="tenant-general-subscription" />
      </Form.Item>
      <Form.Item
        name="resourceGroupName"
        label={t('adminTenants.resourceGroupName')}
        extra={t('adminTenants.resourceGroupNameHelp', { prefix: resourceGroupPrefix(environment) })}
        validateTrigger="onBlur"
        rules={resourceGroupNameRules.map((rule) => antdRule(rule, t))}
      >
        <Input addonBefore={resourceGroupPrefix(environment)} data-testid="tenant-general-resource-group" />
      </Form.Item>
      <Form.Item
        name="activeDirectoryId"
        label={t('adminTenants.activeDirectoryId')}
        validateTrigger="onBlur"
        rules={activeDirectoryIdRules.map((rule) => antdRule(rule, t))}
      >
        <Input
          maxLength={36}
          placeholder="00000000-0000-0000-0000-000000000000"
          data-testid="tenant-general-active-directory"
        />
      </Form.Item>
      <Form.Item name="cloudConfiguration" hidden>
        <Input />
      </Form.Item>
    </GeneralTabForm>
  );
}
