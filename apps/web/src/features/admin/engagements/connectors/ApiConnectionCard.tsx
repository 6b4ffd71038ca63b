// One API connection of the API connections tab: its form (section-5 rules), Save, Test (a token
// fetched by the server with the stored secret), History and Delete. Edits reach the tab at once.
import { Alert, Button, Card, Flex, Form, Input, Select, Space, Switch, Tag, Tooltip } from 'antd';
import { ApiOutlined, DeleteOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tokenUrlProblem, type ApiConnectionTestResult } from '@cairn/contracts';
import { ruleMessage } from '../../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';
import type { ApiConnectionDraft, ApiConnectionValues } from './connectorDrafts';
import { SecretStatusTag } from './SecretStatusTag';

interface Props {
  draft: ApiConnectionDraft;
  /** Names a new connection may take: the unused ones, and its own. */
  apiNames: string[];
  canWrite: boolean;
  saving: boolean;
  testing: boolean;
  testResult: ApiConnectionTestResult | undefined;
  onChange: (values: ApiConnectionValues) => void;
  onSave: () => Promise<unknown>;
  onTest: () => void;
  onDelete: () => void;
  onHistory: () => void;
}

export function ApiConnectionCard(props: Props) {
  const { draft, apiNames, canWrite, saving, testing, testResult } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<ApiConnectionValues>();
  const isNew = draft.saved === null;
  const testId = `api-connection-${draft.saved?.apiName ?? draft.key}`;
  const required = { required: true, whitespace: true, message: t('validation.thisFieldIsRequired') };

  const save = async () => {
    await form.validateFields();
    try {
      await props.onSave();
    } catch (error) {
      showServerFieldErrors(form, error, t);
    }
  };

  return (
    <Card
      data-testid={testId}
      title={
        <Space>
          {isNew ? t('connectors.newApiConnection') : draft.saved!.apiName}
          {isNew ? (
            <Tag color="orange">{t('connectors.unsaved')}</Tag>
          ) : (
            <Tag>{t('connectors.versionN', { version: draft.saved!.version })}</Tag>
          )}
        </Space>
      }
      extra={
        <Space>
          {!isNew && draft.saved!.abilities.test && (
            <Button
              icon={<ApiOutlined />}
              loading={testing}
              onClick={props.onTest}
              data-testid={`${testId}-test`}
            >
              {t('connectors.test')}
            </Button>
          )}
          {!isNew && (
            <Tooltip title={t('connectors.history')}>
              <Button
                icon={<HistoryOutlined />}
                aria-label={t('connectors.history')}
                onClick={props.onHistory}
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
                onClick={props.onDelete}
                data-testid={`${testId}-delete`}
              />
            </Tooltip>
          )}
        </Space>
      }
    >
      {testResult && (
        <Alert
          showIcon
          type={testResult.success ? 'success' : 'error'}
          title={testResult.success ? t('connectors.testSucceeded') : t('connectors.testFailed')}
          description={testResult.message}
          style={{ marginBottom: 16 }}
          data-testid={`${testId}-test-result`}
        />
      )}
      <Form<ApiConnectionValues>
        form={form}
        layout="vertical"
        initialValues={draft.values}
        disabled={!canWrite}
        onValuesChange={(_, all) => props.onChange({ ...draft.values, ...all })}
        onFinish={() => void save()}
      >
        {isNew && (
          <Form.Item name="apiName" label={t('connectors.apiName')} rules={[required]}>
            <Select
              options={apiNames.map((n) => ({ value: n, label: n }))}
              data-testid={`${testId}-apiName`}
            />
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
          <Form.Item
            name="clientSecret"
            label={
              <Space>
                {t('connectors.clientSecret')}
                <SecretStatusTag
                  set={draft.saved?.clientSecretSet ?? false}
                  testId={`${testId}-clientSecretSet`}
                />
              </Space>
            }
            extra={t('connectors.replaceSecretHint')}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Input.Password data-testid={`${testId}-clientSecret`} autoComplete="new-password" />
          </Form.Item>
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
