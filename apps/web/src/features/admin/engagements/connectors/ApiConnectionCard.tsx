// One API connection of the API connections tab: its form (section-5 rules), Save, Test (a token
// fetched by the server with the stored secret), History and Delete. Edits reach the tab at once.
import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tokenUrlProblem, type ApiConnection, type ApiConnectionTestResult } from '@cairn/contracts';
import { ruleMessage } from '../../../../shared/validation/antdRules';
import type { ApiConnectionValues } from './connectorDrafts';
import { SecretFormItem } from './SecretFormItem';
import { VersionedEntryCard, type VersionedEntryProps } from './VersionedEntryCard';

interface Props extends VersionedEntryProps<ApiConnection, ApiConnectionValues> {
  /** Names a new connection may take: the unused ones, and its own. */
  apiNames: string[];
  testing: boolean;
  testResult: ApiConnectionTestResult | undefined;
  onTest: () => void;
}

export function ApiConnectionCard({ apiNames, testing, testResult, onTest, ...entry }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApiConnectionValues>();
  const { draft } = entry;
  const isNew = draft.saved === null;
  const testId = `api-connection-${draft.saved?.apiName ?? draft.key}`;
  const required = { required: true, whitespace: true, message: t('validation.thisFieldIsRequired') };

  return (
    <VersionedEntryCard
      {...entry}
      form={form}
      testId={testId}
      title={draft.saved?.apiName ?? t('connectors.newApiConnection')}
      actions={
        draft.saved?.abilities.test && (
          <Button icon={<ApiOutlined />} loading={testing} onClick={onTest} data-testid={`${testId}-test`}>
            {t('connectors.test')}
          </Button>
        )
      }
      banner={
        testResult && (
          <Alert
            showIcon
            type={testResult.success ? 'success' : 'error'}
            title={testResult.success ? t('connectors.testSucceeded') : t('connectors.testFailed')}
            description={testResult.message}
            style={{ marginBottom: 16 }}
            data-testid={`${testId}-test-result`}
          />
        )
      }
    >
      {isNew && (
        <Form.Item name="apiName" label={t('connectors.apiName')} rules={[required]}>
          <Select options={apiNames.map((n) => ({ value: n, label: n }))} data-testid={`${testId}-apiName`} />
        </Form.Item>
      )}
      <Flex gap={16} wrap>
        <Form.Item
          name="clientId"
          label={t('connectors.clientId')}
          rules={[required]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input data-testid={`${testId}-clientId`} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="scope"
          label={t('connectors.scope')}
          rules={[required]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input data-testid={`${testId}-scope`} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="tokenUrl"
        label={t('connectors.tokenUrl')}
        rules={[
          required,
          {
            validator: (_, value: string) => {
              const problem = value ? tokenUrlProblem(value) : null;
              return problem ? Promise.reject(new Error(ruleMessage(problem, t))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input data-testid={`${testId}-tokenUrl`} placeholder="https://login.example.com/oauth2/token" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="clientSecretKeyName"
          label={t('connectors.clientSecretKeyName')}
          rules={[required]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input data-testid={`${testId}-clientSecretKeyName`} />
        </Form.Item>
        <SecretFormItem
          name="clientSecret"
          label={t('connectors.clientSecret')}
          set={draft.saved?.clientSecretSet ?? false}
          statusTestId={`${testId}-clientSecretSet`}
          extra={t('connectors.replaceSecretHint')}
          minWidth={200}
        >
          <Input.Password data-testid={`${testId}-clientSecret`} autoComplete="new-password" />
        </SecretFormItem>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="grantType"
          label={t('connectors.grantType')}
          rules={[required]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input data-testid={`${testId}-grantType`} />
        </Form.Item>
        <Form.Item
          name="responseType"
          label={t('connectors.responseType')}
          rules={[required]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input data-testid={`${testId}-responseType`} />
        </Form.Item>
      </Flex>
    </VersionedEntryCard>
  );
}
