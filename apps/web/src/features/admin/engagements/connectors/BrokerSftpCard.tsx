// One broker of the Broker SFTP tab: its form (section-5 rules from contracts), Save, History and
// Delete. Every edit is pushed to the tab at once; Save persists this broker only.
import { Button, Card, Flex, Form, Input, InputNumber, Space, Switch, Tag, Tooltip } from 'antd';
import {
  DeleteOutlined,
  HistoryOutlined,
  MinusCircleOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BROKER_PORT, brokerNameRules, brokerPortProblem } from '@cairn/contracts';
import { antdRule, ruleMessage } from '../../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';
import type { BrokerDraft, BrokerValues } from './connectorDrafts';
import { SecretStatusTag } from './SecretStatusTag';

interface Props {
  draft: BrokerDraft;
  /** Names of the other brokers, saved or not: a new name is unique ignoring case. */
  otherNames: string[];
  canWrite: boolean;
  saving: boolean;
  onChange: (values: BrokerValues) => void;
  /** Persists the broker; rejects with the server's error. */
  onSave: () => Promise<unknown>;
  onDelete: () => void;
  onHistory: () => void;
}

export function BrokerSftpCard({
  draft,
  otherNames,
  canWrite,
  saving,
  onChange,
  onSave,
  onDelete,
  onHistory,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrokerValues>();
  const isNew = draft.saved === null;
  const testId = `broker-${draft.saved?.brokerId ?? draft.key}`;
  const required = { required: true, whitespace: true, message: t('validation.thisFieldIsRequired') };
  const eitherKey = {
    validator: () => {
      const { passwordKeyName, sshKeyKeyName } = form.getFieldsValue(['passwordKeyName', 'sshKeyKeyName']);
      return (passwordKeyName ?? '').trim() === '' && (sshKeyKeyName ?? '').trim() === ''
        ? Promise.reject(new Error(t('validation.brokerPasswordOrSshKey')))
        : Promise.resolve();
    },
  };

  const save = async () => {
    await form.validateFields();
    try {
      await onSave();
    } catch (error) {
      showServerFieldErrors(form, error, t);
    }
  };

  return (
    <Card
      data-testid={testId}
      title={
        <Space>
          {isNew ? t('connectors.newBroker') : draft.saved!.brokerId}
          {isNew ? (
            <Tag color="orange">{t('connectors.unsaved')}</Tag>
          ) : (
            <Tag>{t('connectors.versionN', { version: draft.saved!.version })}</Tag>
          )}
        </Space>
      }
      extra={
        <Space>
          {!isNew && (
            <Tooltip title={t('connectors.history')}>
              <Button
                icon={<HistoryOutlined />}
                aria-label={t('connectors.history')}
                onClick={onHistory}
                data-testid={`${testId}-history`}
              />
            </Tooltip>
          )}
          {canWrite && (isNew || draft.saved!.abilities.delete) && (
            <Tooltip title={t('common.delete')}>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={onDelete}
                data-testid={`${testId}-delete`}
              />
            </Tooltip>
          )}
        </Space>
      }
    >
      <Form<BrokerValues>
        form={form}
        layout="vertical"
        initialValues={draft.values}
        disabled={!canWrite}
        onValuesChange={(_, all) => onChange({ ...draft.values, ...all })}
        onFinish={() => void save()}
      >
        {isNew && (
          <Form.Item
            name="brokerId"
            label={t('connectors.brokerName')}
            validateTrigger="onBlur"
            rules={[
              ...brokerNameRules.map((rule) => antdRule(rule, t)),
              {
                validator: (_, value: string) =>
                  otherNames.some((n) => n.toLowerCase() === (value ?? '').trim().toLowerCase())
                    ? Promise.reject(new Error(t('validation.brokerNameTaken')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input data-testid={`${testId}-brokerId`} autoFocus />
          </Form.Item>
        )}
        <Flex gap={16} wrap>
          <Form.Item
            name="hostName"
            label={t('connectors.hostName')}
            rules={[required]}
            style={{ flex: 3, minWidth: 200 }}
          >
            <Input data-testid={`${testId}-hostName`} />
          </Form.Item>
          <Form.Item
            name="port"
            label={t('connectors.port')}
            required
            rules={[
              {
                validator: (_, value: unknown) => {
                  const problem = brokerPortProblem(value);
                  return problem ? Promise.reject(new Error(ruleMessage(problem, t))) : Promise.resolve();
                },
              },
            ]}
            style={{ flex: 1, minWidth: 110 }}
          >
            <InputNumber
              min={BROKER_PORT.min}
              max={BROKER_PORT.max}
              style={{ width: '100%' }}
              data-testid={`${testId}-port`}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            name="userName"
            label={t('connectors.userName')}
            rules={[required]}
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input data-testid={`${testId}-userName`} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="scanPath"
            label={t('connectors.scanPath')}
            rules={[required]}
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input data-testid={`${testId}-scanPath`} placeholder="/outbox" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            name="passwordKeyName"
            label={t('connectors.passwordKeyName')}
            dependencies={['sshKeyKeyName']}
            rules={[eitherKey]}
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input data-testid={`${testId}-passwordKeyName`} />
          </Form.Item>
          <Form.Item
            name="password"
            label={
              <Space>
                {t('connectors.password')}
                <SecretStatusTag set={draft.saved?.passwordSet ?? false} testId={`${testId}-passwordSet`} />
              </Space>
            }
            extra={t('connectors.replaceSecretHint')}
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input.Password data-testid={`${testId}-password`} autoComplete="new-password" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            name="sshKeyKeyName"
            label={t('connectors.sshKeyKeyName')}
            dependencies={['passwordKeyName']}
            rules={[eitherKey]}
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input data-testid={`${testId}-sshKeyKeyName`} />
          </Form.Item>
          <Form.Item
            name="sshPrivateKey"
            label={
              <Space>
                {t('connectors.sshPrivateKey')}
                <SecretStatusTag set={draft.saved?.sshKeySet ?? false} testId={`${testId}-sshKeySet`} />
              </Space>
            }
            style={{ flex: 1, minWidth: 180 }}
          >
            <Input.TextArea rows={2} data-testid={`${testId}-sshPrivateKey`} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('connectors.fileFilters')}>
          <Form.List name="fileFilters">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item
                      name={[field.name, 'namePattern']}
                      rules={[required]}
                      noStyle={false}
                      style={{ flex: 1, marginBottom: 0 }}
                    >
                      <Input placeholder="*.csv" data-testid={`${testId}-filter-${field.name}`} />
                    </Form.Item>
                    {canWrite && (
                      <MinusCircleOutlined
                        aria-label={t('connectors.removeFilter')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {canWrite && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ namePattern: '' })}
                    data-testid={`${testId}-filter-add`}
                  >
                    {t('connectors.addFilter')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <Flex justify="space-between" align="center">
          <Form.Item
            name="enabled"
            label={t('connectors.enabled')}
            valuePropName="checked"
            style={{ marginBottom: 0 }}
          >
            <Switch data-testid={`${testId}-enabled`} />
          </Form.Item>
          {canWrite && (
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={saving}
              data-testid={`${testId}-save`}
            >
              {t('common.save')}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
