// Add user / Add application on Tenant details (admin-console.md sections 2 and 5): the scope (the
// tenant's, read-only), the user (a filterable select that switches to creating a new user when the
// typed text matches nobody by name or e-mail and looks like an e-mail; then the name is asked) or the
// application (by aadObjectId), and the roles given at a tenant (multi-select, at least one). The grant
// goes through the role assignment updates, so the server bounds it by my own rights at the tenant.
import { useState } from 'react';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_TEMPLATE,
  MAX_USER_NAME_LENGTH,
  rules,
  SCOPE_MASKS,
  tenantScope,
  type UserSignIn,
} from '@cairn/contracts';
import { useApplications } from '../../../../shared/api/authorization/useApplications';
import { useAssignableRoles } from '../../../../shared/api/authorization/useAssignableRoles';
import { useCreateUser } from '../../../../shared/api/authorization/useCreateUser';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { useUsers } from '../../../../shared/api/authorization/useUsers';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';
import { UserSignInDialog } from '../../users/dialogs/UserSignInDialog';
import { RoleNamesField } from '../../access/forms/RoleNamesField';

interface Props {
  open: boolean;
  tenantId: string;
  principalType: 'User' | 'Application';
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  principalId: string;
  name?: string;
  roleNames: string[];
}

/** Enough for a select: the dialog offers the first hundred and filters them as typed. */
const CHOICES = { page: 1, pageSize: 100 };

export function TenantPrincipalAddDialog({ open, tenantId, principalType, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const scope = tenantScope(tenantId);
  const isUser = principalType === 'User';
  const users = useUsers(CHOICES);
  const applications = useApplications(CHOICES);
  const roles = useAssignableRoles(scope, open);
  const update = useUpdateRoleAssignments();
  const createUser = useCreateUser();
  const [typed, setTyped] = useState('');
  const [created, setCreated] = useState<{ name: string; signIn: UserSignIn } | null>(null);

  const known = isUser
    ? (users.data?.results ?? []).map((u) => ({ value: u.email, label: `${u.name} (${u.email})` }))
    : (applications.data?.results ?? []).map((a) => ({
        value: a.aadObjectId,
        label: `${a.name} (${a.aadObjectId})`,
      }));
  const search = typed.trim().toLowerCase();
  const matchesSomeone = known.some((o) => o.label.toLowerCase().includes(search));
  const offerNew = isUser && search !== '' && !matchesSomeone && rules.email(search) === null;
  const options = offerNew
    ? [...known, { value: search, label: t('adminTenants.createUser', { email: search }) }]
    : known;
  const principalId = Form.useWatch('principalId', form);
  const creating = isUser && !!principalId && !known.some((o) => o.value === principalId);
  const tenantRoles = (roles.data ?? []).filter((r) => r.scopeMask === SCOPE_MASKS.tenant);

  const submit = async (values: Values) => {
    if (creating) {
      const result = await createUser.mutateAsync({
        name: (values.name ?? '').trim(),
        email: values.principalId,
        language: DEFAULT_LOCALE,
        templateName: DEFAULT_TEMPLATE,
      });
      if (result.signIn.kind === 'setPasswordLink')
        setCreated({ name: result.user.name, signIn: result.signIn });
    }
    try {
      const { refused } = await update.mutateAsync(
        values.roleNames.map((roleName) => [
          { principalId: values.principalId, principalType, roleName, scope, action: 'Add' as const },
        ]),
      );
      if (refused.length === 0) void message.success(t('adminRoleAssignments.rolesAdded'));
      else
        void message.warning(
          t('adminRoleAssignments.rolesPartlyAdded', {
            roles: refused
              .flat()
              .map((u) => u.roleName)
              .join(', '),
          }),
        );
    } finally {
      onSaved();
    }
  };

  return (
    <>
      <FormDialog<Values>
        open={open}
        form={form}
        width="large"
        title={t(isUser ? 'adminTenants.addUser' : 'adminTenants.addApplication')}
        okText={t('adminTenants.add')}
        initialValues={{ roleNames: [] }}
        onSubmit={submit}
        onClose={() => {
          setTyped('');
          onClose();
        }}
        guardUnsavedChanges
        testId={`tenant-add-${isUser ? 'user' : 'application'}`}
      >
        <Form.Item label={t('adminTenants.scope')}>
          <Input value={scope} readOnly disabled data-testid="tenant-add-scope" />
        </Form.Item>
        <Form.Item
          name="principalId"
          label={t(isUser ? 'adminTenants.user' : 'adminTenants.application')}
          rules={[
            { required: true, message: t('validation.thisFieldIsRequired') },
            ...(isUser ? [antdRule(rules.email, t)] : [antdRule(rules.guid, t)]),
          ]}
        >
          <Select
            showSearch
            allowClear
            autoFocus
            loading={isUser ? users.isPending : applications.isPending}
            placeholder={t(isUser ? 'adminTenants.chooseUser' : 'adminTenants.chooseApplication')}
            filterOption={(input, option) =>
              option?.value === search ||
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.trim().toLowerCase())
            }
            onSearch={setTyped}
            options={options}
            data-testid="tenant-add-principal"
          />
        </Form.Item>
        {creating && (
          <Form.Item
            name="name"
            label={t('adminTenants.newUserName')}
            extra={t('adminTenants.newUserHint')}
            rules={[{ required: true, whitespace: true, message: t('validation.pleaseProvideName') }]}
          >
            <Input maxLength={MAX_USER_NAME_LENGTH} data-testid="tenant-add-name" />
          </Form.Item>
        )}
        <RoleNamesField
          label={t('adminTenants.roles')}
          placeholder={t('adminTenants.chooseRoles')}
          loading={roles.isPending}
          testId="tenant-add-roles"
          options={tenantRoles.map((role) => ({
            value: role.name,
            label: role.name,
            title: role.description,
          }))}
        />
      </FormDialog>
      <UserSignInDialog
        name={created?.name ?? ''}
        signIn={created?.signIn ?? null}
        onClose={() => setCreated(null)}
      />
    </>
  );
}
