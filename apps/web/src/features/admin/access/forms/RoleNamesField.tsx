// The roles to grant (admin-console.md section 5): at least one, chosen from the roles assignable at
// the dialog's scope, searched by name. Used by the add-role-assignment dialog and the tenant's add
// user or application dialog. Each role shows its description and, in plain words, which steps of
// the data journey it allows and which it does not (issue 27), so nobody grants a role that cannot
// do the work and repairs access afterwards.
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { journeySteps, type AssignableRole } from '@cairn/contracts';

interface Props {
  label: string;
  placeholder: string;
  loading: boolean;
  /** The roles offered, and which cannot be chosen with those chosen. */
  roles: readonly AssignableRole[];
  isDisabled?: (role: AssignableRole) => boolean;
  testId: string;
}

export function RoleNamesField({ label, placeholder, loading, roles, isDisabled, testId }: Props) {
  const { t } = useTranslation();
  const byName = new Map(roles.map((role) => [role.name, role]));
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
        // Each option is three lines: room for a few roles at once.
        listHeight={400}
        placeholder={placeholder}
        data-testid={testId}
        options={roles.map((role) => ({
          value: role.name,
          label: role.name,
          disabled: isDisabled?.(role) ?? false,
        }))}
        optionRender={(option) => {
          const role = byName.get(String(option.value));
          return role ? <RoleOption role={role} /> : option.label;
        }}
      />
    </Form.Item>
  );
}

function RoleOption({ role }: { role: AssignableRole }) {
  const { t } = useTranslation();
  const { allows, lacks } = journeySteps(role.permissions);
  const steps = (list: readonly string[]) => list.map((step) => t(`roleJourney.steps.${step}`)).join(', ');
  return (
    <div style={{ whiteSpace: 'normal', padding: '2px 0' }} data-testid="role-option" data-role={role.name}>
      <Typography.Text strong data-option-label>
        {role.name}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">{role.description}</Typography.Text>
      </div>
      <div style={{ fontSize: 12 }}>
        {allows.length > 0 && <div>{t('roleJourney.allows', { steps: steps(allows) })}</div>}
        {lacks.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('roleJourney.lacks', { steps: steps(lacks) })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
