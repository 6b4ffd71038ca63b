// "Ask for help" from the app shell's help menu (issue 26): a subject and a description, with the page
// the user is on attached. The platform's administrators get it on their Feedback screen (and by
// e-mail when the server has SMTP); a toast says it was sent.
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_FEEDBACK_MESSAGE_LENGTH, MAX_FEEDBACK_SUBJECT_LENGTH } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useSendFeedback } from '../../../shared/api/feedback/useSendFeedback';

interface Values {
  subject: string;
  message: string;
}

interface Props {
  open: boolean;
  /** The page the dialog was opened on: path and query. */
  page: string;
  onClose: () => void;
}

export function HelpRequestDialog({ open, page, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendFeedback();
  const required = [{ required: true, whitespace: true, message: t('validation.thisFieldIsRequired') }];

  const submit = async (values: Values) => {
    await send.mutateAsync({ kind: 'help', subject: values.subject, message: values.message, page });
    void message.success(t('feedback.helpSent'));
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t('feedback.helpTitle')}
      okText={t('feedback.send')}
      onSubmit={submit}
      onClose={onClose}
      testId="help-dialog"
    >
      <Form.Item
        name="subject"
        label={t('feedback.subject')}
        validateTrigger={['onBlur', 'onChange']}
        rules={required}
      >
        <Input maxLength={MAX_FEEDBACK_SUBJECT_LENGTH} autoFocus data-testid="help-dialog-subject" />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('feedback.description')}
        validateTrigger={['onBlur', 'onChange']}
        rules={required}
      >
        <Input.TextArea
          rows={5}
          maxLength={MAX_FEEDBACK_MESSAGE_LENGTH}
          showCount
          placeholder={t('feedback.descriptionPlaceholder')}
          data-testid="help-dialog-message"
        />
      </Form.Item>
      <Typography.Text type="secondary" data-testid="help-dialog-page">
        {t('feedback.pageAttached', { page })}
      </Typography.Text>
    </FormDialog>
  );
}
