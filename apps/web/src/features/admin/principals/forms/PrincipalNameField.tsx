// The name of a user or an application (admin-console.md section 5): required with the entity's own
// rule (a user's 'please provide name', an application's 'this field is required'), trimmed when
// checked. Used by the create and edit dialogs and by the details' profile tabs.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Rule } from '@cairn/contracts';
import { antdRule } from '../../../../shared/validation/antdRules';

export interface PrincipalNameFieldProps {
  label: string;
  rule: Rule;
  maxLength: number;
  testId: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function PrincipalNameField({
  label,
  rule,
  maxLength,
  testId,
  autoFocus,
  disabled,
}: PrincipalNameFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name="name" label={label} required rules={[antdRule(rule, t)]}>
      <Input autoFocus={autoFocus} maxLength={maxLength} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
