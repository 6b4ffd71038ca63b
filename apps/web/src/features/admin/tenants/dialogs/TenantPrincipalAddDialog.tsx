// Add user / Add application on Tenant details (admin-console.md sections 2 and 5): the scope (the
// tenant's, read-only), the user or application (searched on the server by name, e-mail or object id,
// so the 5,000th is as reachable as the first; issue 26), and the roles given at a tenant (at least
// one). A typed e-mail is offered as a new user only when the server says no user has exactly it (not
// because the page of matches lacked it); choosing it asks for the name. The grant goes through the
// role assignment updates, so the server bounds it by my own rights at the tenant.
import { useState } from 'react';
import { App, Form, Input } from 'antd';
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
import { useApplicationChoices } from '../../../../shared/api/authorization/useApplicationChoices';
import { useAssignableRoles } from '../../../../shared/api/authorization/useAssignableRoles';
import { useCreateUser } from '../../../../shared/api/authorization/useCreateUser';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { useUserChoices } from '../../../../shared/api/authorization/useUserChoices';
import { useUserEmailTaken } from '../../../../shared/api/authorization/useUserEmailTaken';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { RemoteSearchSelect } from '../../../../shared/components/RemoteSearchSelect';
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

export function TenantPrincipalAddDialog({ open, tenantId, principalType, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const scope = tenantScope(tenantId);
  const isUser = principalType === 'User';
  const roles = useAssignableRoles(scope, open);
  const update = useUpdateRoleAssignments();
  const createUser = useCreateUser();
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<{ name: string; signIn: UserSignIn } | null>(null);

  // A typed e-mail that nobody has exactly (the server says so) is offered as a new user.
  const typedEmail = isUser && rules.email(search) === null ? search.toLowerCase() : '';
  const typedTaken = useUserEmailTaken(typedEmail, open);
  const offerNew = typedEmail !== '' && typedTaken.data === false;
  const principalId = Form.useWatch('principalId', form);
  // The same question of the chosen value (answered from the cache when it was the offer).
  const chosenTaken = useUserEmailTaken(isUser ? (principalId ?? '') : '', open);
  const creating = isUser && !!principalId && chosenTaken.data === false;
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
          setSearch('');
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
          {isUser ? (
            <RemoteSearchSelect
              allowClear
              autoFocus
              placeholder={t('adminTenants.chooseUser')}
              useChoices={useUserChoices}
              toOption={(u) => ({ value: u.email, label: `${u.name} (${u.email})` })}
              onSearchChange={setSearch}
              loading={typedTaken.isFetching}
              trailingOptions={
                offerNew
                  ? [{ value: typedEmail, label: t('adminTenants.createUser', { email: typedEmail }) }]
                  : []
              }
              testId="tenant-add-principal"
            />
          ) : (
            <RemoteSearchSelect
              allowClear
              autoFocus
              placeholder={t('adminTenants.chooseApplication')}
              useChoices={useApplicationChoices}
              toOption={(a) => ({ value: a.aadObjectId, label: `${a.name} (${a.aadObjectId})` })}
              testId="tenant-add-principal"
            />
          )}
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
          roles={tenantRoles}
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
