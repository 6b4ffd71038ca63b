// "Rerun with changes": the old run's parameters as rows the user edits, adds or removes, then a new
// run with them (the server links it to the old one). The engagement and tenant ids show read-only:
// the server fills them in. A problem naming a parameter shows under that row's key; any other above.
import { App, Button, Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useRerunWithParameters } from '../../../shared/api/pipelines/useRerunWithParameters';
import { parameterText } from '../runDetails';
import { isJsonText, parameterRows, parametersOfRows, type ParameterRow } from './rerunParameters';

interface Values {
  rows: ParameterRow[];
}

interface Props {
  open: boolean;
  engagementId: string;
  run: PipelineRun;
  onClose: () => void;
  onStarted: (next: PipelineRun) => void;
}

export function RerunWithChangesDialog({ open, engagementId, run, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const rerun = useRerunWithParameters(engagementId, run.id);
  const { rows, serverFilled } = parameterRows(run.parameters);

  const submit = async ({ rows: edited = [] }: Values) => {
    const next = await rerun.mutateAsync(parametersOfRows(edited));
    void message.success(t('runs.rerunWithChanges.started'));
    onStarted(next);
  };

  // The server names a parameter as `parameters.<key>`: its row's key field.
  const fieldOfError = (field: string) => {
    const [head, ...rest] = field.split('.');
    if (head !== 'parameters' || rest.length === 0) return undefined;
    const index = (form.getFieldValue('rows') as ParameterRow[] | undefined)?.findIndex(
      (row) => row.key.trim() === rest.join('.'),
    );
    return index === undefined || index < 0 ? undefined : ['rows', index, 'key'];
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="wide"
      title={t('runs.rerunWithChanges.title')}
      okText={t('runs.rerunWithChanges.submit')}
      initialValues={{ rows }}
      onSubmit={submit}
      onClose={onClose}
      fieldOfError={fieldOfError}
      guardUnsavedChanges
      testId="rerun-changes"
    >
      <Typography.Paragraph type="secondary">{t('runs.rerunWithChanges.intro')}</Typography.Paragraph>
      {serverFilled.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          data-testid="rerun-changes-server-filled"
          items={serverFilled.map(([key, value]) => ({
            key,
            label: key,
            children: (
              <Typography.Text type="secondary" title={t('runs.rerunWithChanges.serverFilled')}>
                {parameterText(value)}
              </Typography.Text>
            ),
          }))}
        />
      )}
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid="rerun-changes-row">
                <Form.Item
                  name={[field.name, 'key']}
                  rules={[
                    { required: true, whitespace: true, message: t('runs.rerunWithChanges.keyRequired') },
                  ]}
                  style={{ flex: '0 0 180px', marginBottom: 0 }}
                >
                  <Input
                    aria-label={t('runs.rerunWithChanges.key', { number: index + 1 })}
                    placeholder={t('runs.rerunWithChanges.keyPlaceholder')}
                    maxLength={100}
                    data-testid="rerun-changes-key"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'kind']} style={{ flex: '0 0 96px', marginBottom: 0 }}>
                  <Select
                    aria-label={t('runs.rerunWithChanges.kind', { number: index + 1 })}
                    options={[
                      { value: 'text', label: t('runs.rerunWithChanges.kindText') },
                      { value: 'json', label: t('runs.rerunWithChanges.kindJson') },
                    ]}
                    data-testid="rerun-changes-kind"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  dependencies={[['rows', field.name, 'kind']]}
                  style={{ flex: 1, marginBottom: 0 }}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: string | undefined) =>
                        getFieldValue(['rows', field.name, 'kind']) !== 'json' || isJsonText(value ?? '')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('runs.rerunWithChanges.invalidJson'))),
                    }),
                  ]}
                >
                  <Input
                    aria-label={t('runs.rerunWithChanges.value', { number: index + 1 })}
                    data-testid="rerun-changes-value"
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('runs.rerunWithChanges.remove', { number: index + 1 })}
                  onClick={() => remove(field.name)}
                  data-testid="rerun-changes-remove"
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ key: '', kind: 'text', value: '' })}
              data-testid="rerun-changes-add"
            >
              {t('runs.rerunWithChanges.add')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormDialog>
  );
}
