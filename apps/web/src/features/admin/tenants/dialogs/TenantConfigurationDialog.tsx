// The General tab's Configuration button (admin-console.md sections 2 and 5): the tenant's cloud
// configuration as JSON text, checked as it is typed (valid JSON, an object); OK hands it back to the
// form, which is saved with Save. Read-only while the form is.
import { useEffect, useState } from 'react';
import { Alert, Input, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { cloudConfigurationRule } from '@cairn/contracts';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { ruleMessage } from '../../../../shared/validation/antdRules';

interface Props {
  open: boolean;
  value: string;
  readOnly: boolean;
  onClose: () => void;
  onApply: (text: string) => void;
}

/** Pretty-printed when it parses, so the editor shows one key a line. */
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function TenantConfigurationDialog({ open, value, readOnly, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => pretty(value));
  useEffect(() => {
    if (open) setText(pretty(value));
  }, [open, value]);
  const problem = cloudConfigurationRule(text);

  return (
    <FormDialog
      open={open}
      width="large"
      title={t('adminTenants.configuration')}
      okText={t('adminTenants.apply')}
      // The text is this dialog's own state (checked as it is typed), not a form field.
      onSubmit={async () => onApply(JSON.stringify(JSON.parse(text)))}
      okButtonProps={
        { disabled: readOnly || problem !== null, 'data-testid': 'tenant-configuration-apply' } as ButtonProps
      }
      onClose={onClose}
      testId="tenant-configuration"
    >
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        readOnly={readOnly}
        rows={14}
        spellCheck={false}
        aria-label={t('adminTenants.configuration')}
        style={{ fontFamily: 'monospace' }}
        data-testid="tenant-configuration-text"
      />
      {problem && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={ruleMessage(problem, t)}
          data-testid="tenant-configuration-error"
        />
      )}
    </FormDialog>
  );
}
