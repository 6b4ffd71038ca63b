// "Send feedback" from the app shell's help menu (issue 26): what the user wants to say, the page they
// are on (attached without asking; shown so they know) and, if they like, a screenshot (PNG or JPEG of
// at most 2 MB; the server checks the bytes again). Sent, a toast thanks them and the dialog closes.
import { App, Button, Form, Input, Typography, Upload, type UploadFile } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_SCREENSHOT_FIELD,
  FEEDBACK_SCREENSHOT_TYPES,
  MAX_FEEDBACK_MESSAGE_LENGTH,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
} from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useSendFeedback } from '../../../shared/api/feedback/useSendFeedback';

interface Values {
  message: string;
  screenshot?: UploadFile[];
}

interface Props {
  open: boolean;
  /** The page the dialog was opened on: path and query. */
  page: string;
  onClose: () => void;
}

const MAX_MB = MAX_FEEDBACK_SCREENSHOT_BYTES / 1024 / 1024;
const ACCEPTED: readonly string[] = FEEDBACK_SCREENSHOT_TYPES;

export function FeedbackSendDialog({ open, page, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendFeedback();

  const submit = async (values: Values) => {
    await send.mutateAsync({
      kind: 'feedback',
      message: values.message,
      page,
      screenshot: values.screenshot?.[0]?.originFileObj,
    });
    void message.success(t('feedback.sent'));
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t('feedback.sendTitle')}
      okText={t('feedback.send')}
      onSubmit={submit}
      onClose={onClose}
      testId="feedback-dialog"
    >
      <Form.Item
        name="message"
        label={t('feedback.what')}
        validateTrigger={['onBlur', 'onChange']}
        rules={[{ required: true, whitespace: true, message: t('validation.thisFieldIsRequired') }]}
      >
        <Input.TextArea
          rows={5}
          maxLength={MAX_FEEDBACK_MESSAGE_LENGTH}
          showCount
          autoFocus
          placeholder={t('feedback.whatPlaceholder')}
          data-testid="feedback-dialog-message"
        />
      </Form.Item>
      <Form.Item
        name={FEEDBACK_SCREENSHOT_FIELD}
        label={t('feedback.screenshot')}
        extra={t('feedback.screenshotHint', { max: MAX_MB })}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        rules={[
          {
            validator: (_, files: UploadFile[] | undefined) => {
              const file = files?.[0];
              if (!file) return Promise.resolve();
              if (!ACCEPTED.includes(file.type ?? ''))
                return Promise.reject(new Error(t('validation.screenshotNotImage')));
              if ((file.size ?? 0) > MAX_FEEDBACK_SCREENSHOT_BYTES)
                return Promise.reject(new Error(t('validation.screenshotTooLarge', { max: MAX_MB })));
              return Promise.resolve();
            },
          },
        ]}
      >
        {/* Kept in the form until it is sent, never uploaded on its own. */}
        <Upload beforeUpload={() => false} maxCount={1} accept={ACCEPTED.join(',')} listType="text">
          <Button icon={<PaperClipOutlined />} data-testid="feedback-dialog-screenshot">
            {t('feedback.attachScreenshot')}
          </Button>
        </Upload>
      </Form.Item>
      <Typography.Text type="secondary" data-testid="feedback-dialog-page">
        {t('feedback.pageAttached', { page })}
      </Typography.Text>
    </FormDialog>
  );
}
