// One broker of the Broker SFTP tab: its form (section-5 rules from contracts), Save, History and
// Delete. Every edit is pushed to the tab at once; Save persists this broker only.
import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BROKER_PORT,
  brokerNameRules,
  brokerPortProblem,
  type BrokerSftpConfiguration,
} from '@cairn/contracts';
import { antdRule, ruleMessage } from '../../../../shared/validation/antdRules';
import type { BrokerValues } from './connectorDrafts';
import { BrokerHostKey } from './BrokerHostKey';
import { SecretFormItem } from './SecretFormItem';
import { VersionedEntryCard, type VersionedEntryProps } from './VersionedEntryCard';

interface Props extends VersionedEntryProps<BrokerSftpConfiguration, BrokerValues> {
  engagementId: string;
  /** Names of the other brokers, saved or not: a new name is unique ignoring case. */
  otherNames: string[];
}

export function BrokerSftpCard({ engagementId, otherNames, ...entry }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrokerValues>();
  const { draft, canWrite } = entry;
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

  return (
    <VersionedEntryCard
      {...entry}
      form={form}
      testId={testId}
      title={draft.saved?.brokerId ?? t('connectors.newBroker')}
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
        <SecretFormItem
          name="password"
          label={t('connectors.password')}
          set={draft.saved?.passwordSet ?? false}
          statusTestId={`${testId}-passwordSet`}
          extra={t('connectors.replaceSecretHint')}
          minWidth={180}
        >
          <Input.Password data-testid={`${testId}-password`} autoComplete="new-password" />
        </SecretFormItem>
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
        <SecretFormItem
          name="sshPrivateKey"
          label={t('connectors.sshPrivateKey')}
          set={draft.saved?.sshKeySet ?? false}
          statusTestId={`${testId}-sshKeySet`}
          minWidth={180}
        >
          <Input.TextArea rows={2} data-testid={`${testId}-sshPrivateKey`} autoComplete="off" />
        </SecretFormItem>
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
      {draft.saved && (
        <BrokerHostKey
          engagementId={engagementId}
          brokerId={draft.saved.brokerId}
          fingerprint={draft.saved.hostKeyFingerprint}
          canWrite={canWrite}
          testId={testId}
        />
      )}
    </VersionedEntryCard>
  );
}
