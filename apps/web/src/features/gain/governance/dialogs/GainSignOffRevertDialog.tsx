// Revert sign-off (issue 24): only a platform Admin is offered it. It asks for the reason (required,
// checked on blur and on confirm, kept as the new history entry's message and in the audit log) and
// says what the revert does before it is confirmed.
import { Alert, App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevertSignOff } from '../../../../shared/api/gainGovernance/useRevertSignOff';
import { FormDialog } from '../../../../shared/components/FormDialog';

interface Props {
  engagementId: string;
  onClose: () => void;
}

interface Values {
  reason: string;
}

export function GainSignOffRevertDialog({ engagementId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const revert = useRevertSignOff(engagementId);

  const submit = async (values: Values) => {
    await revert.mutateAsync({ reason: values.reason.trim() });
    void message.success(t('gainGovernance.signOffRevert.reverted'));
  };

  return (
    <FormDialog<Values>
      open
      width="medium"
      title={t('gainGovernance.signOffRevert.title')}
      okText={t('gainGovernance.signOffRevert.confirm')}
      okButtonProps={{ danger: true }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="gain-sign-off-revert-dialog"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('gainGovernance.signOffRevert.explanation')}
      />
      <Form.Item
        name="reason"
        label={t('gainGovernance.signOffRevert.reason')}
        validateTrigger={['onBlur', 'onChange']}
        rules={[{ required: true, whitespace: true, message: t('validation.thisFieldIsRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={2000} autoFocus data-testid="gain-sign-off-revert-reason" />
      </Form.Item>
    </FormDialog>
  );
}
