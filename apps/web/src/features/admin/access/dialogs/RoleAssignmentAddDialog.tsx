// Add role assignment (admin-console.md section 5), shared by user details, application details and
// the tenant and engagement tabs. The roles come from the scope the dialog is opened at; roles chosen
// together share one scope mask (the others are disabled); an engagement mask shows an engagement
// selector (the engagements I see), a tenant mask a tenant selector (GET /api/tenants for those who may
// read tenants, otherwise the tenants of the engagements I see), both searched and paged on the server
// (issue 26); the scope field shows the derived scope, disabled. One update per role, so a 422 on one
// skips only that one (section 8); the server bounds every grant by my rights.
import { App, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_SCOPE, type RoleAssignmentUpdate, type Tenant } from '@cairn/contracts';
import { useAssignableRoles } from '../../../../shared/api/authorization/useAssignableRoles';
import { usePermissions } from '../../../../shared/api/authorization/usePermissions';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { useEngagement } from '../../../../shared/api/engagements/useEngagement';
import { useMyEngagementChoices } from '../../../../shared/api/engagements/useMyEngagementChoices';
import { useMyTenantChoices } from '../../../../shared/api/engagements/useMyTenantChoices';
import { tenantKeys } from '../../../../shared/api/tenants/keys';
import { useTenantChoices } from '../../../../shared/api/tenants/useTenantChoices';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { RemoteSearchSelect } from '../../../../shared/components/RemoteSearchSelect';
import { chosenMask, isRoleDisabled, presetOf, scopeFor } from '../roleAssignmentScope';
import { RoleNamesField } from '../forms/RoleNamesField';

export interface RoleAssignee {
  /** A user's e-mail or an application's aadObjectId. */
  principalId: string;
  principalType: RoleAssignmentUpdate['principalType'];
  name: string;
}

interface Props {
  open: boolean;
  assignee: RoleAssignee;
  /** Where the dialog is opened: '/platform' (user details), a tenant's or an engagement's scope. */
  contextScope: string;
  onClose: () => void;
  /** After the updates were sent (also when some were skipped): reload what shows assignments. */
  onSaved?: () => void;
}

interface Values {
  roleNames: string[];
  engagementId?: string;
  tenantId?: string;
}

export function RoleAssignmentAddDialog({ open, assignee, contextScope, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const preset = presetOf(contextScope);
  const roles = useAssignableRoles(contextScope, open);
  const mayReadTenants = usePermissions(open ? PLATFORM_SCOPE : null).permissions.global.canReadGlobalTenants;
  // A preset (the dialog opened at an engagement or a tenant) is named, not shown as its id.
  const presetEngagement = useEngagement(open ? preset.engagementId : null);
  const presetTenant = useQueryClient().getQueryData<Tenant>(tenantKeys.detail(preset.tenantId ?? ''));
  const update = useUpdateRoleAssignments();

  const roleNames = Form.useWatch('roleNames', form) ?? [];
  const engagementId = Form.useWatch('engagementId', form);
  const tenantId = Form.useWatch('tenantId', form);
  const mask = chosenMask(roles.data ?? [], roleNames);
  const { selector, scope } = scopeFor(mask, { engagementId, tenantId });

  const submit = async (values: Values) => {
    const at = scopeFor(chosenMask(roles.data ?? [], values.roleNames), values).scope;
    if (!at) return;
    const actions = values.roleNames.map((roleName) => [
      {
        principalId: assignee.principalId,
        principalType: assignee.principalType,
        roleName,
        scope: at,
        action: 'Add' as const,
      },
    ]);
    try {
      const { refused } = await update.mutateAsync(actions);
      const skipped = refused.flat().map((u) => u.roleName);
      if (skipped.length === 0) void message.success(t('adminRoleAssignments.rolesAdded'));
      else void message.warning(t('adminRoleAssignments.rolesPartlyAdded', { roles: skipped.join(', ') }));
    } finally {
      onSaved?.();
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="large"
      title={t('adminRoleAssignments.addRoleAssignment', { name: assignee.name })}
      okText={t('adminRoleAssignments.add')}
      initialValues={{ roleNames: [], ...preset }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="role-assignment-add"
    >
      <RoleNamesField
        label={t('adminRoleAssignments.roles')}
        placeholder={t('adminRoleAssignments.chooseRoles')}
        loading={roles.isPending}
        testId="role-assignment-add-roles"
        roles={roles.data ?? []}
        isDisabled={(role) => isRoleDisabled(role, mask)}
      />
      {selector === 'engagement' && (
        <Form.Item
          name="engagementId"
          label={t('adminRoleAssignments.engagement')}
          rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
        >
          <RemoteSearchSelect
            disabled={!!preset.engagementId}
            placeholder={t('adminRoleAssignments.chooseEngagement')}
            testId="role-assignment-add-engagement"
            useChoices={useMyEngagementChoices}
            toOption={(e) => ({ value: e.id, label: `${e.name} (${e.tenantName})` })}
            knownLabels={
              presetEngagement.data
                ? {
                    [presetEngagement.data.id]:
                      `${presetEngagement.data.name} (${presetEngagement.data.tenantName})`,
                  }
                : undefined
            }
          />
        </Form.Item>
      )}
      {selector === 'tenant' && (
        <Form.Item
          name="tenantId"
          label={t('adminRoleAssignments.tenant')}
          extra={mayReadTenants ? undefined : t('adminRoleAssignments.tenantHint')}
          rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
        >
          <RemoteSearchSelect
            disabled={!!preset.tenantId}
            placeholder={t('adminRoleAssignments.chooseTenant')}
            testId="role-assignment-add-tenant"
            // Both answer { id, name }; one is chosen for the dialog's life (the flag is asked on open).
            useChoices={mayReadTenants ? useTenantChoices : useMyTenantChoices}
            toOption={(tenant) => ({ value: tenant.id, label: tenant.name, title: tenant.id })}
            knownLabels={presetTenant ? { [presetTenant.id]: presetTenant.name } : undefined}
          />
        </Form.Item>
      )}
      <Form.Item label={t('adminRoleAssignments.scope')} required>
        <Input value={scope ?? mask ?? ''} disabled data-testid="role-assignment-add-scope" />
      </Form.Item>
    </FormDialog>
  );
}
