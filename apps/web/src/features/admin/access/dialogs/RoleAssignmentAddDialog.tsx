// Add role assignment (admin-console.md section 5), shared by user details, application details and
// the tenant and engagement tabs. The roles come from the scope the dialog is opened at; roles chosen
// together share one scope mask (the others are disabled); an engagement mask shows an engagement
// selector, a tenant mask a tenant selector (tenants of the engagements I see, or a typed tenant id:
// there is no tenant list yet), and the scope field shows the derived scope, disabled. One update per
// role, so a 422 on one skips only that one (section 8); the server bounds every grant by my rights.
import { App, AutoComplete, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleAssignmentUpdate } from '@cairn/contracts';
import { useAssignableRoles } from '../../../../shared/api/authorization/useAssignableRoles';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { useMyEngagements } from '../../../../shared/api/engagements/useMyEngagements';
import { FormDialog } from '../../../../shared/components/FormDialog';
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
  const engagements = useMyEngagements(open);
  const update = useUpdateRoleAssignments();

  const roleNames = Form.useWatch('roleNames', form) ?? [];
  const engagementId = Form.useWatch('engagementId', form);
  const tenantId = Form.useWatch('tenantId', form);
  const mask = chosenMask(roles.data ?? [], roleNames);
  const { selector, scope } = scopeFor(mask, { engagementId, tenantId });

  const tenants = [...new Map((engagements.data ?? []).map((e) => [e.tenantId, e.tenantName])).entries()];

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
        options={(roles.data ?? []).map((role) => ({
          value: role.name,
          label: role.name,
          title: `${role.scopeMask} — ${role.description}`,
          disabled: isRoleDisabled(role, mask),
        }))}
      />
      {selector === 'engagement' && (
        <Form.Item
          name="engagementId"
          label={t('adminRoleAssignments.engagement')}
          rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!!preset.engagementId}
            loading={engagements.isPending}
            placeholder={t('adminRoleAssignments.chooseEngagement')}
            data-testid="role-assignment-add-engagement"
            options={(engagements.data ?? []).map((e) => ({
              value: e.id,
              label: `${e.name} (${e.tenantName})`,
            }))}
          />
        </Form.Item>
      )}
      {selector === 'tenant' && (
        <Form.Item
          name="tenantId"
          label={t('adminRoleAssignments.tenant')}
          extra={t('adminRoleAssignments.tenantHint')}
          rules={[{ required: true, whitespace: true, message: t('validation.thisFieldIsRequired') }]}
        >
          <AutoComplete
            disabled={!!preset.tenantId}
            placeholder={t('adminRoleAssignments.chooseTenant')}
            data-testid="role-assignment-add-tenant"
            filterOption={(input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            options={tenants.map(([id, name]) => ({ value: id, label: `${name} (${id})` }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('adminRoleAssignments.scope')} required>
        <Input value={scope ?? mask ?? ''} disabled data-testid="role-assignment-add-scope" />
      </Form.Item>
    </FormDialog>
  );
}
