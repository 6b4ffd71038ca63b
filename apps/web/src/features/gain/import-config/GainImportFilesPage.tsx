// Import > Files of a gain engagement (workspace.md sections 2-5): the file logic (boolean logic:
// the list of file name patterns with required / trigger / versioned / archived; SQL logic: the
// selection query), Add and Save, and the test of the configuration being edited. The FX rate
// process takes a single file, always its trigger, so Add goes once it exists.
import { Button, Card, Checkbox, ConfigProvider, Empty, Flex, Form, Input, Radio, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FILE_LOGIC_TYPES,
  type FileLogicType,
  type GainFileConfiguration,
  type GainImportConfigurationResponse,
} from '@cairn/contracts';
import { PageSpin } from '../../../shared/components/PageSpin';
import { LazySqlEditor } from '../../node-model/editor/LazySqlEditor';
import { GainTestImportButton } from '../import-engine/GainTestImportButton';
import { GainImportConfigToolbar } from './GainImportConfigToolbar';
import { useGainImportConfigEditor, type GainImportConfigEditor } from './useGainImportConfigEditor';
import { useGainImportSave } from './useGainImportSave';
import { IconAction } from '../../../shared/components/IconAction';

interface FilesValues {
  fileLogicType: FileLogicType;
  fileConfigurations: Partial<GainFileConfiguration>[];
  inputSqlConfiguration?: { sqlQuery?: string };
}

const FLAGS = ['isRequired', 'isTrigger', 'isVersioned', 'isArchived'] as const;

const toSave = (values: FilesValues) => ({
  fileLogicType: values.fileLogicType,
  fileConfigurations: (values.fileConfigurations ?? []).map((file) => ({
    namePattern: file.namePattern ?? '',
    isRequired: !!file.isRequired,
    isTrigger: !!file.isTrigger,
    isVersioned: !!file.isVersioned,
    isArchived: !!file.isArchived,
  })),
  inputSqlConfiguration: values.inputSqlConfiguration?.sqlQuery?.trim()
    ? { sqlQuery: values.inputSqlConfiguration.sqlQuery }
    : null,
});

function FilesForm({
  editor,
  configuration,
}: {
  editor: GainImportConfigEditor;
  configuration: GainImportConfigurationResponse;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilesValues>();
  const { submit, saving } = useGainImportSave(editor, form);
  const fx = editor.processType === 'FxRate';
  const disabled = !editor.editable;
  const logic = Form.useWatch('fileLogicType', form) ?? configuration.fileLogicType;
  const files = Form.useWatch('fileConfigurations', form) ?? configuration.fileConfigurations;
  const values = Form.useWatch((all: FilesValues) => all, { form, preserve: true });
  const draft = {
    fileLogicType: configuration.fileLogicType,
    fileConfigurations: configuration.fileConfigurations,
    tableConfigurations: configuration.tableConfigurations,
    inputSqlConfiguration: configuration.inputSqlConfiguration ?? null,
    ...(values ? toSave(values) : {}),
  };

  return (
    <Form<FilesValues>
      form={form}
      initialValues={{
        fileLogicType: configuration.fileLogicType,
        fileConfigurations: configuration.fileConfigurations,
        inputSqlConfiguration: { sqlQuery: configuration.inputSqlConfiguration?.sqlQuery ?? '' },
      }}
      // The whole store: the file list keeps its rows while the SQL card shows, and the reverse.
      onFinish={() => submit(toSave(form.getFieldsValue(true) as FilesValues))}
      disabled={disabled}
      data-testid="gain-files-form"
    >
      <Card
        title={
          <Form.Item name="fileLogicType" noStyle>
            <Radio.Group
              optionType="button"
              options={FILE_LOGIC_TYPES.map((value) => ({
                value,
                label: (
                  <span data-testid={`gain-file-logic-${value}`}>
                    {t(`gainImportConfig.fileLogic.${value}`)}
                  </span>
                ),
              }))}
              data-testid="gain-file-logic"
            />
          </Form.Item>
        }
        extra={
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            data-testid="gain-files-save"
          >
            {t('gainImportConfig.save')}
          </Button>
        }
        data-testid={logic === 'SqlLogic' ? 'gain-sql-card' : 'gain-files-card'}
      >
        {logic === 'SqlLogic' ? (
          <>
            <Typography.Paragraph type="secondary">{t('gainImportConfig.sqlHelp')}</Typography.Paragraph>
            <Form.Item name={['inputSqlConfiguration', 'sqlQuery']} style={{ marginBottom: 0 }}>
              <SqlField readOnly={disabled} label={t('gainImportConfig.sqlQuery')} />
            </Form.Item>
          </>
        ) : (
          <Form.List name="fileConfigurations">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.length === 0 && (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gainImportConfig.noFiles')} />
                )}
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={12} align="start" wrap data-testid="gain-file-row">
                    <Form.Item
                      name={[field.name, 'namePattern']}
                      style={{ flex: '1 1 260px', marginBottom: 0 }}
                      required
                    >
                      <Input
                        placeholder={t('gainImportConfig.namePatternPlaceholder')}
                        aria-label={t('gainImportConfig.namePattern')}
                        data-testid={`gain-file-pattern-${index}`}
                      />
                    </Form.Item>
                    {FLAGS.map((flag) => (
                      <Form.Item
                        key={flag}
                        name={[field.name, flag]}
                        valuePropName="checked"
                        style={{ marginBottom: 0 }}
                      >
                        <Checkbox
                          disabled={disabled || (fx && flag === 'isTrigger')}
                          data-testid={`gain-file-${flag}-${index}`}
                        >
                          {t(`gainImportConfig.flags.${flag}`)}
                        </Checkbox>
                      </Form.Item>
                    ))}
                    <IconAction
                      title={t('gainImportConfig.removeFile')}
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      data-testid={`gain-file-remove-${index}`}
                    />
                  </Flex>
                ))}
                {!(fx && (files?.length ?? 0) >= 1) && (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() =>
                      add({
                        namePattern: '',
                        isRequired: false,
                        isTrigger: fx,
                        isVersioned: false,
                        isArchived: false,
                      })
                    }
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="gain-file-add"
                  >
                    {t('gainImportConfig.addFile')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        )}
      </Card>
      <div style={{ marginTop: 16 }}>
        {/* Testing changes nothing: it stays usable when editing is not. */}
        <ConfigProvider componentDisabled={false}>
          <GainTestImportButton processType={editor.processType} configuration={draft} />
        </ConfigProvider>
      </div>
    </Form>
  );
}

/** The SQL editor as a form control (value and onChange from Form.Item). */
function SqlField({
  value,
  onChange,
  readOnly,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  readOnly: boolean;
  label: string;
}) {
  return (
    <LazySqlEditor
      value={value ?? ''}
      onChange={onChange}
      readOnly={readOnly}
      height="320px"
      aria-label={label}
      data-testid="gain-sql-editor"
    />
  );
}

export function GainImportFilesPage() {
  const editor = useGainImportConfigEditor();
  const configuration = editor.current.data;
  return (
    <div data-testid="import-gainFiles">
      <GainImportConfigToolbar editor={editor} />
      {!configuration ? (
        <PageSpin />
      ) : (
        <FilesForm
          key={`${editor.processType}-${configuration.version}`}
          editor={editor}
          configuration={configuration}
        />
      )}
    </div>
  );
}
