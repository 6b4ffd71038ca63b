// The name of what a form makes or changes (a tenant, an engagement, a user, an application;
// admin-console.md section 5): required, checked with contracts' rules on the trimmed text, on blur
// where typing should not be interrupted by the length rule. Used by the create dialogs and the
// details' General and profile tabs.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Rule } from '@cairn/contracts';
import { antdRule } from '../validation/antdRules';

export interface NameFieldProps {
  label: string;
  /** The entity's own rules (a user's 'please provide name', a tenant's name rules, ...). */
  rules: readonly Rule[];
  maxLength: number;
  testId: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Check when the field is left rather than while typing. */
  checkOnBlur?: boolean;
}

export function NameField({
  label,
  rules,
  maxLength,
  testId,
  autoFocus,
  disabled,
  checkOnBlur,
}: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={label}
      required
      validateTrigger={checkOnBlur ? 'onBlur' : undefined}
      rules={rules.map((rule) => antdRule(rule, t))}
    >
      <Input autoFocus={autoFocus} maxLength={maxLength} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
