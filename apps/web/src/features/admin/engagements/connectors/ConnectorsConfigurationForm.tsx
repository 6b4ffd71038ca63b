// The connectors configuration of an engagement (Engagement details' Connectors tab and the
// workspace's Connectors page): one row per connector and environment with its configuration JSON;
// edits stay local until Save replaces the list.
import { useEffect } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Select, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { connectorConfigurationRule, type ConnectorConfiguration } from '@cairn/contracts';
import { useConnectors } from '../../../../shared/api/connectors/useConnectors';
import { useSaveConnectors } from '../../../../shared/api/connectors/useSaveConnectors';
import { ListSaveForm } from '../../../../shared/components/ListSaveBar';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { antdRule } from '../../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';

interface Values {
  connectors: ConnectorConfiguration[];
}

export function ConnectorsConfigurationForm({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const query = useConnectors(engagementId);
  const save = useSaveConnectors(engagementId);
  const data = query.data;
  const entries = Form.useWatch('connectors', form);

  useEffect(() => {
    if (data) form.setFieldsValue({ connectors: data.connectors });
  }, [data, form]);

  const submit = ({ connectors }: Values) =>
    save.mutate(
      { connectors: connectors ?? [] },
      {
        onSuccess: () => void message.success(t('connectors.saved')),
        onError: (error) => {
          showServerFieldErrors(form, error, t);
          void message.error(t('connectors.connectorsSaveFailure'));
        },
      },
    );

  if (query.isPending) return <PageSpin />;
  if (query.isError || !data) return <Alert type="error" showIcon title={t('connectors.loadFailed')} />;
  const canWrite = data.abilities.update;
  const required = { required: true, message: t('validation.thisFieldIsRequired') };

  return (
    <ListSaveForm<Values>
      form={form}
      listName="connectors"
      disabled={!canWrite}
      onFinish={submit}
      initialValues={{ connectors: data.connectors }}
      testId="connectors-configuration"
      bar={{
        canWrite,
        intro: t('connectors.connectorsIntro'),
        readOnlyText: t('connectors.readOnly'),
        newLabel: t('connectors.newConnector'),
        newTestId: 'connector-new',
        saving: save.isPending,
        saveTestId: 'connectors-save',
      }}
      newEntry={() => ({ connector: undefined, environment: undefined, configuration: '{}' })}
      empty={<Empty description={t('connectors.noConnectors')} />}
    >
      {(fields, remove) =>
        fields.map((field) => (
          <Card
            key={field.key}
            size="small"
            data-testid={`connector-${field.name}`}
            title={
              [entries?.[field.name]?.connector, entries?.[field.name]?.environment]
                .filter(Boolean)
                .join(' · ') || t('connectors.newConnector')
            }
            extra={
              canWrite && (
                <Tooltip title={t('common.delete')}>
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => remove(field.name)}
                    data-testid={`connector-${field.name}-delete`}
                  />
                </Tooltip>
              )
            }
          >
            <Flex gap={16} wrap>
              <Form.Item
                name={[field.name, 'connector']}
                label={t('connectors.connector')}
                rules={[required]}
                style={{ flex: 1, minWidth: 200 }}
              >
                <Select
                  showSearch
                  options={data.availableConnectors.map((c) => ({ value: c, label: c }))}
                  data-testid={`connector-${field.name}-connector`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'environment']}
                label={t('connectors.environment')}
                rules={[required]}
                style={{ flex: 1, minWidth: 200 }}
              >
                <Select
                  options={data.environments.map((e) => ({ value: e, label: e }))}
                  data-testid={`connector-${field.name}-environment`}
                />
              </Form.Item>
            </Flex>
            <Form.Item
              name={[field.name, 'configuration']}
              label={t('connectors.configuration')}
              rules={[antdRule(connectorConfigurationRule, t)]}
              validateTrigger="onBlur"
            >
              <Input.TextArea
                rows={4}
                spellCheck={false}
                style={{ fontFamily: 'monospace' }}
                data-testid={`connector-${field.name}-configuration`}
              />
            </Form.Item>
          </Card>
        ))
      }
    </ListSaveForm>
  );
}
