// Update requirements status (admin-console.md sections 2, 5 and 6): 400 px; a status select whose
// options are enabled only where the server says the caller holds that status's writer permission;
// a required message (4 rows, checked on blur and on confirm); 'requirements status submitted'.
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUIREMENTS_STATUSES } from '@cairn/contracts';
import { useUpdateRequirementsStatus } from '../../../../shared/api/gainGovernance/useUpdateRequirementsStatus';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { GainCommentField } from './GainCommentField';

interface Props {
  engagementId: string;
  current: number;
  /** Per status name: the caller may set it (the server's abilities). */
  allowed: Readonly<Record<string, boolean | undefined>>;
  onClose: () => void;
}

interface Values {
  requirementsStatus: number;
  message: string;
}

export function GainRequirementsStatusUpdateDialog({ engagementId, current, allowed, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateRequirementsStatus(engagementId);

  const submit = async (values: Values) => {
    await update.mutateAsync({
      requirementsStatus: values.requirementsStatus,
      message: values.message.trim(),
    });
    void message.success(t('gainGovernance.requirementsStatus.submitted'));
  };

  return (
    <FormDialog<Values>
      open
      width="small"
      title={t('gainGovernance.requirementsStatus.updateTitle')}
      okText={t('gainGovernance.requirementsStatus.submit')}
      initialValues={{ requirementsStatus: allowed[REQUIREMENTS_STATUSES[current]] ? current : undefined }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="gain-requirements-status-dialog"
    >
      <Form.Item
        name="requirementsStatus"
        label={t('gainGovernance.requirementsStatus.status')}
        rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
      >
        <Select
          data-testid="gain-requirements-status-select"
          options={REQUIREMENTS_STATUSES.map((status, index) => ({
            value: index,
            disabled: !allowed[status],
            label: (
              <span data-testid={`gain-requirements-status-option-${status}`}>
                {t(`gainGovernance.requirementsStatuses.${status}`)}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <GainCommentField
        name="message"
        label={t('gainGovernance.requirementsStatus.message')}
        required
        testId="gain-requirements-status-message"
      />
    </FormDialog>
  );
}
