// Promote a configuration version (admin-console.md section 2, docs/gain.md "Promotions"): the
// version is chosen from the process type's configuration history; an optional comment goes with it.
// The promotion starts InProgress and its test import runs on the server.
import { useEffect } from 'react';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GainProcessType } from '@cairn/contracts';
import { useGainImportConfigurationHistory } from '../../../../shared/api/gainImportConfig/useGainImportConfigurationHistory';
import { usePromote } from '../../../../shared/api/gainGovernance/usePromote';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { gainDateTime } from '../gainDates';
import { GainCommentField } from './GainCommentField';

interface Props {
  engagementId: string;
  processType: GainProcessType;
  onClose: () => void;
}

interface Values {
  sourceVersion: number;
  comment?: string;
}

export function GainPromotionPromoteDialog({ engagementId, processType, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const history = useGainImportConfigurationHistory(engagementId, processType);
  const promote = usePromote(engagementId, processType);
  const versions = history.data ?? [];
  const [form] = Form.useForm<Values>();
  const newest = history.data?.[0]?.version;
  // The newest version is the usual choice: chosen once the history is there.
  useEffect(() => {
    if (newest !== undefined && form.getFieldValue('sourceVersion') === undefined)
      form.setFieldsValue({ sourceVersion: newest });
  }, [newest, form]);

  const submit = async (values: Values) => {
    await promote.mutateAsync({
      sourceVersion: values.sourceVersion,
      comment: values.comment?.trim() || null,
    });
    void message.success(t('gainGovernance.promotions.promoting', { version: values.sourceVersion }));
  };

  return (
    <FormDialog<Values>
      open
      width="small"
      title={t('gainGovernance.promotions.promoteTitle')}
      okText={t('gainGovernance.promotions.promote')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      testId="gain-promote"
    >
      <Form.Item
        name="sourceVersion"
        label={t('gainGovernance.promotions.version')}
        rules={[{ required: true, message: t('validation.thisFieldIsRequired') }]}
      >
        <Select
          loading={history.isPending}
          data-testid="gain-promote-version"
          notFoundContent={t('gainGovernance.promotions.noVersions')}
          options={versions.map((v) => ({
            value: v.version,
            label: (
              <span data-testid={`gain-promote-version-${v.version}`}>
                {t('gainGovernance.promotions.versionOption', {
                  version: v.version,
                  time: gainDateTime(v.timestamp),
                })}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <GainCommentField
        name="comment"
        label={t('gainGovernance.promotions.comment')}
        testId="gain-promote-comment"
      />
    </FormDialog>
  );
}
