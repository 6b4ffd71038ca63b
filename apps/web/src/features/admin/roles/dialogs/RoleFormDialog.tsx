// New role, edit role, or (a built-in role, or a reader) the role shown read-only: name with the
// name rule, scope mask from the known masks, description, and the permissions chosen in a tree
// (admin-console.md sections 2, 3 and 5). The rules are contracts' roleRules; the server checks the
// same and its answer shows under the fields. Saving toasts 'roleInfoSaved'.
import { Alert, App, Form, Input, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_SCOPE_MASKS, roleRules, type RoleInput } from '@cairn/contracts';
import { errorDescription } from '../../../../shared/api/reportError';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';
import { useAllPermissions } from '../../../../shared/api/authorization/useAllPermissions';
import { useRole } from '../../../../shared/api/authorization/useRole';
import { useSaveRole } from '../../../../shared/api/authorization/useSaveRole';
import { PermissionTreeField } from '../forms/PermissionTreeField';

export type RoleDialogMode = { kind: 'new' } | { kind: 'edit' | 'view'; name: string };

interface Props {
  mode: RoleDialogMode;
  onClose: () => void;
}

interface Values {
  name: string;
  scopeMask: string;
  description: string;
  permissions: string[];
}

export function RoleFormDialog({ mode, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const existing = mode.kind === 'new' ? undefined : mode.name;
  const role = useRole(existing);
  const permissions = useAllPermissions();
  const save = useSaveRole(mode.kind === 'edit' ? mode.name : undefined);
  const readOnly = mode.kind === 'view';
  const loading = permissions.isPending || (existing !== undefined && role.isPending);
  const failure = permissions.error ?? role.error;

  const submit = async (values: Values) => {
    const body: RoleInput = {
      name: values.name.trim(),
      scopeMask: values.scopeMask,
      description: (values.description ?? '').trim(),
      permissions: values.permissions ?? [],
    };
    await save.mutateAsync(body);
    void message.success(t('adminRoles.roleInfoSaved'));
  };

  const title =
    mode.kind === 'new'
      ? t('adminRoles.newRole')
      : t(mode.kind === 'edit' ? 'adminRoles.editRole' : 'adminRoles.viewRole', { name: mode.name });
  const initialValues: Partial<Values> = role.data
    ? {
        name: role.data.name,
        scopeMask: role.data.scopeMask,
        description: role.data.description,
        permissions: role.data.permissions,
      }
    : { description: '', permissions: [] };

  return (
    <FormDialog<Values>
      // A new form once the role has loaded, so its values are the initial ones.
      key={loading ? 'loading' : 'ready'}
      open
      width="large"
      title={title}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges={!readOnly}
      okButtonProps={{ disabled: readOnly || loading || !!failure, hidden: readOnly }}
      cancelText={readOnly ? t('adminRoles.close') : undefined}
      testId="role-form"
    >
      {failure ? (
        <Alert type="error" showIcon title={errorDescription(failure)} data-testid="role-form-load-error" />
      ) : loading ? (
        <Skeleton active data-testid="role-form-loading" />
      ) : (
        <>
          <Form.Item
            name="name"
            label={t('adminRoles.name')}
            required
            rules={roleRules.name.map((rule) => antdRule(rule, t))}
            validateTrigger="onBlur"
          >
            <Input autoFocus disabled={readOnly} data-testid="role-form-name" />
          </Form.Item>
          <Form.Item
            name="scopeMask"
            label={t('adminRoles.scopeMask')}
            required
            rules={roleRules.scopeMask.map((rule) => antdRule(rule, t))}
            extra={
              role.data && role.data.assignmentCount > 0
                ? t('adminRoles.assigned', { count: role.data.assignmentCount })
                : undefined
            }
          >
            <Select
              disabled={readOnly}
              options={ROLE_SCOPE_MASKS.map((mask) => ({ value: mask, label: mask }))}
              data-testid="role-form-scope-mask"
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('adminRoles.description')}
            rules={roleRules.description.map((rule) => antdRule(rule, t))}
          >
            <Input.TextArea rows={4} disabled={readOnly} data-testid="role-form-description" />
          </Form.Item>
          <Form.Item name="permissions" label={t('adminRoles.permissions')}>
            <PermissionTreeField
              names={(permissions.data ?? []).map((p) => p.name)}
              disabled={readOnly}
              data-testid="role-form-permissions"
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
