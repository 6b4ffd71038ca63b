// A resource's raw configuration (admin-console.md, Compose: view or edit raw configuration JSON).
// The text must be a JSON object (section 5, JSON validation); applying it replaces the card's
// configuration locally, Save sends it. Read-only while the tenant is locked.
import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../shared/components/FormDialog';
import { parseConfiguration } from '../composeDraft';

interface Props {
  open: boolean;
  title: string;
  configuration: Record<string, unknown>;
  readOnly: boolean;
  onApply: (configuration: Record<string, unknown>) => void;
  onClose: () => void;
}

interface Values {
  json: string;
}

export function TenantResourceJsonDialog({ open, title, configuration, readOnly, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const jsonObject: FormRule = {
    validator: (_, value: string | undefined) =>
      parseConfiguration(value ?? '') && (value ?? '').trim() !== ''
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.invalidJson'))),
  };

  return (
    <FormDialog<Values>
      open={open}
      width="wide"
      title={title}
      okText={t('adminCompose.apply')}
      initialValues={{ json: JSON.stringify(configuration, null, 2) }}
      guardUnsavedChanges
      okButtonProps={{ disabled: readOnly, hidden: readOnly }}
      onSubmit={async ({ json }) => onApply(parseConfiguration(json) ?? {})}
      onClose={onClose}
      testId="compose-json"
    >
      <Form.Item
        name="json"
        label={t('adminCompose.configuration')}
        rules={[jsonObject]}
        extra={t('adminCompose.jsonHint')}
      >
        <Input.TextArea
          rows={14}
          readOnly={readOnly}
          spellCheck={false}
          style={{ fontFamily: 'var(--ant-font-family-code, monospace)' }}
          data-testid="compose-json-text"
        />
      </Form.Item>
    </FormDialog>
  );
}
