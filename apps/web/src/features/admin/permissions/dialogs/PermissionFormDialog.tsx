// New permission or edit permission (admin-console.md sections 3 and 5): the name with the name rule,
// fixed once the permission exists (disabled when editing), category and description. The rules are
// contracts' permissionRules; the server checks the same. Saving toasts 'permissionInfoSaved'.
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionRules, type PermissionDefinitionItem } from '@cairn/contracts';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';
import { useSavePermission } from '../../../../shared/api/authorization/useSavePermission';

interface Props {
  /** The permission to edit; undefined for a new one. */
  permission?: PermissionDefinitionItem;
  onClose: () => void;
}

interface Values {
  name: string;
  category: string;
  description: string;
}

export function PermissionFormDialog({ permission, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSavePermission(permission?.name);
  const editing = permission !== undefined;

  const submit = async (values: Values) => {
    await save.mutateAsync({
      name: editing ? permission.name : values.name.trim(),
      category: values.category.trim(),
      description: (values.description ?? '').trim(),
    });
    void message.success(t('adminPermissions.permissionInfoSaved'));
  };

  return (
    <FormDialog<Values>
      open
      width="small"
      title={
        editing
          ? t('adminPermissions.editPermission', { name: permission.name })
          : t('adminPermissions.newPermission')
      }
      initialValues={permission ?? { description: '' }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="permission-form"
    >
      <Form.Item
        name="name"
        label={t('adminPermissions.name')}
        required
        rules={editing ? [] : permissionRules.name.map((rule) => antdRule(rule, t))}
        extra={editing ? t('adminPermissions.nameFixed') : t('adminPermissions.nameHint')}
        validateTrigger="onBlur"
      >
        <Input autoFocus={!editing} disabled={editing} data-testid="permission-form-name" />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('adminPermissions.category')}
        required
        rules={permissionRules.category.map((rule) => antdRule(rule, t))}
      >
        <Input autoFocus={editing} data-testid="permission-form-category" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('adminPermissions.description')}
        rules={permissionRules.description.map((rule) => antdRule(rule, t))}
      >
        <Input.TextArea rows={4} data-testid="permission-form-description" />
      </Form.Item>
    </FormDialog>
  );
}
