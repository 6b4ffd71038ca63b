// Import settings of a folder or a file of the import storage (workspace.md sections 3 and 5):
// delimiter, quote character, line ending, encoding, header row; a file may inherit its folder's
// settings, an .xlsx file names its worksheet. Each required value has the spec's message. A CSV's
// numbers and dates (issue 27) are in ImportSettingsFormatFields; what a CSV file's last import found
// for what its settings leave open is told above them (ImportSettingsFoundAlert). Saving says so.
import { useEffect } from 'react';
import { Alert, App, Form, Input, Select, Spin, Switch } from 'antd';
import type { ButtonProps, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportSettings } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { ruleMessage } from '../../../shared/validation/antdRules';
import type { ImportSettingsTarget } from '../../../shared/api/pipelines/keys';
import { useImportSettings } from '../../../shared/api/pipelines/useImportSettings';
import { useSaveImportSettings } from '../../../shared/api/pipelines/useSaveImportSettings';
import {
  COMMON_ENCODINGS,
  fieldProblem,
  foundInFile,
  initialValues,
  LINE_ENDING_CHOICES,
  settingsToSave,
  shownSetting,
  visibleFields,
  type SettingsFormValues,
  type SettingsTarget,
} from '../importSettingsForm';
import { ImportSettingsFormatFields } from './ImportSettingsFormatFields';
import { ImportSettingsFoundAlert } from './ImportSettingsFoundAlert';
import { separatorInText } from './separatorNames';

interface Props {
  engagementId: string;
  /** The object and where it is; the dialog is closed without one. */
  target: (SettingsTarget & { address: ImportSettingsTarget }) | null;
  onClose: () => void;
}

export function ImportSettingsDialog({ engagementId, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const view = useImportSettings(engagementId, target?.address ?? null);
  const save = useSaveImportSettings(engagementId);
  const inherit = Form.useWatch('inheritFromFolder', form);
  const delimiter = Form.useWatch('delimiter', form);
  const fields = target ? visibleFields(target) : null;
  const readOnly = !!view.data?.systemFolder;
  const locked = readOnly || (fields?.inherit && inherit);
  const found = fields?.csv ? foundInFile(view.data) : null;
  // The delimiter found in the file is not the one the field shows (the defaults' ','): say why.
  const delimiterFound =
    found?.delimiter && shownSetting(found.delimiter) !== delimiter
      ? `${t('importArea.settings.found.delimiterHelp', { name: separatorInText(t, found.delimiter) })} `
      : '';

  useEffect(() => {
    if (target && view.data) form.setFieldsValue(initialValues(view.data, target));
  }, [form, target, view.data]);

  // A file that inherits shows what its folder gives it.
  useEffect(() => {
    if (target && view.data && inherit && fields?.inherit)
      form.setFieldsValue({ ...initialValues({ ...view.data, own: null }, target), inheritFromFolder: true });
  }, [form, target, view.data, inherit, fields?.inherit]);

  const rule =
    (field: keyof ImportSettings): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const problem = fieldProblem(getFieldsValue(true) as SettingsFormValues, field);
        return problem ? Promise.reject(new Error(ruleMessage(problem, t))) : Promise.resolve();
      },
    });

  // Field errors go under their fields, anything else above the form (FormDialog).
  const submit = async (values: SettingsFormValues) => {
    if (!target) return;
    await save.mutateAsync({
      target: target.address,
      settings: settingsToSave({ ...form.getFieldsValue(true), ...values }, target),
    });
    void message.success(t('importArea.settings.saved', { name: target.name }));
  };

  return (
    <FormDialog<SettingsFormValues>
      open={!!target}
      form={form}
      title={target ? t('importArea.settings.title', { name: target.name }) : ''}
      okText={t('importArea.settings.save')}
      cancelText={t('importArea.settings.cancel')}
      okButtonProps={
        {
          disabled: readOnly || !view.data,
          hidden: readOnly,
          'data-testid': 'import-settings-save',
        } as ButtonProps
      }
      onSubmit={submit}
      onClose={onClose}
      testId="import-settings"
      width="large"
    >
      <div data-testid="import-settings-dialog">
        {view.isPending ? (
          <Spin />
        ) : view.isError ? (
          <Alert type="error" showIcon title={t('importArea.settings.loadFailed')} />
        ) : (
          <>
            {readOnly && (
              <Alert
                type="info"
                showIcon
                title={t('importArea.settings.systemFolder')}
                style={{ marginBottom: 16 }}
              />
            )}
            {found && <ImportSettingsFoundAlert found={found} />}
            {fields?.inherit && (
              <Form.Item
                name="inheritFromFolder"
                label={t('importArea.settings.inheritFromFolder')}
                valuePropName="checked"
              >
                <Switch disabled={readOnly} data-testid="import-settings-inherit" />
              </Form.Item>
            )}
            {fields?.csv && (
              <>
                <Form.Item
                  name="delimiter"
                  label={t('importArea.settings.delimiter')}
                  extra={delimiterFound + t('importArea.settings.escapesHelp')}
                  required={!locked}
                  rules={[rule('delimiter')]}
                >
                  <Input disabled={locked} maxLength={8} data-testid="import-settings-delimiter" />
                </Form.Item>
                <Form.Item
                  name="quoteCharacter"
                  label={t('importArea.settings.quoteCharacter')}
                  required={!locked}
                  rules={[rule('quoteCharacter')]}
                >
                  <Input disabled={locked} maxLength={4} data-testid="import-settings-quote" />
                </Form.Item>
                <Form.Item
                  name="lineEnding"
                  label={t('importArea.settings.lineEnding')}
                  required={!locked}
                  rules={[rule('lineEnding')]}
                >
                  <Select
                    disabled={locked}
                    allowClear
                    options={LINE_ENDING_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
                    data-testid="import-settings-line-ending"
                  />
                </Form.Item>
                <Form.Item
                  name="encodingName"
                  label={t('importArea.settings.encodingName')}
                  required={!locked}
                  rules={[rule('encodingName')]}
                >
                  <Select
                    disabled={locked}
                    allowClear
                    showSearch
                    options={COMMON_ENCODINGS.map((e) => ({ value: e, label: e.toUpperCase() }))}
                    data-testid="import-settings-encoding"
                  />
                </Form.Item>
                <ImportSettingsFormatFields
                  locked={!!locked}
                  found={found}
                  problemOf={(field) => {
                    const problem = fieldProblem(form.getFieldsValue(true) as SettingsFormValues, field);
                    return problem ? ruleMessage(problem, t) : null;
                  }}
                />
              </>
            )}
            {fields?.worksheet && (
              <Form.Item
                name="worksheetName"
                label={t('importArea.settings.worksheetName')}
                extra={t('importArea.settings.worksheetHelp')}
                rules={[rule('worksheetName')]}
              >
                <Input disabled={locked} data-testid="import-settings-worksheet" />
              </Form.Item>
            )}
            <Form.Item name="hasHeader" label={t('importArea.settings.hasHeader')} valuePropName="checked">
              <Switch disabled={locked} data-testid="import-settings-header" />
            </Form.Item>
          </>
        )}
      </div>
    </FormDialog>
  );
}
