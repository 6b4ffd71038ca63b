// The roles to grant (admin-console.md section 5): at least one, chosen from the roles assignable at
// the dialog's scope, searched by name. Used by the add-role-assignment dialog and the tenant's add
// user or application dialog.
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  placeholder: string;
  loading: boolean;
  /** The roles offered: the name, a hint (title) and whether it can be chosen with those chosen. */
  options: { value: string; label: string; title: string; disabled?: boolean }[];
  testId: string;
}

export function RoleNamesField({ label, placeholder, loading, options, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="roleNames"
      label={label}
      rules={[{ required: true, type: 'array', min: 1, message: t('validation.thisFieldIsRequired') }]}
    >
      <Select
        mode="multiple"
        loading={loading}
        optionFilterProp="label"
        placeholder={placeholder}
        data-testid={testId}
        options={options}
      />
    </Form.Item>
  );
}
