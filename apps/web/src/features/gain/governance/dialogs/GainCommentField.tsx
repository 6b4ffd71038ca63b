// The comment of a gain governance decision (admin-console.md sections 2 and 5: promote, revert a
// promotion, update the requirements status): four rows of at most 2000 characters. A required one
// is checked as the user leaves it and as they type after that, not only on confirm.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  autoFocus?: boolean;
  testId: string;
}

const GAIN_COMMENT_MAX_LENGTH = 2000;

export function GainCommentField({ name, label, required = false, autoFocus, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      validateTrigger={required ? ['onBlur', 'onChange'] : undefined}
      rules={
        required ? [{ required, whitespace: true, message: t('validation.thisFieldIsRequired') }] : undefined
      }
    >
      <Input.TextArea
        rows={4}
        maxLength={GAIN_COMMENT_MAX_LENGTH}
        autoFocus={autoFocus}
        data-testid={testId}
      />
    </Form.Item>
  );
}
