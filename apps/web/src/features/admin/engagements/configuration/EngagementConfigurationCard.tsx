// One configuration card of the Configuration tab (admin-console.md section 3 entities, section 5
// rules): its form drawn from the card's fields in @cairn/contracts and checked by the same rules the
// server applies; Save makes a new version ('saved'); History lists the versions to restore or compare.
// A secret field shows only set / not set, with Replace to type a new value. Read-only without write.
import { useState } from 'react';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CONFIGURATION_FIELDS,
  CONFIGURATION_HISTORY_TAG_MAX,
  configurationFieldProblem,
  configurationTagProblem,
  type EngagementConfiguration,
  type EngagementConfigurationField,
  type EngagementConfigurationKind,
} from '@cairn/contracts';
import { useEngagementConfiguration } from '../../../../shared/api/engagementConfigurations/useEngagementConfiguration';
import { useSaveEngagementConfiguration } from '../../../../shared/api/engagementConfigurations/useSaveEngagementConfiguration';
import { reportError } from '../../../../shared/api/reportError';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { antdRule, ruleMessage } from '../../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';
import { ConfigurationHistoryDialog } from './dialogs/ConfigurationHistoryDialog';
import { fieldLabelKey, formatTimestamp } from './configurationText';

// `tag` is not a configuration value: it names the version the save makes (section 9), and has the
// save body's name so that a 400 on it shows under the field.
type Values = Record<string, unknown> & { secrets?: Record<string, string | undefined>; tag?: string };

const namePath = (field: EngagementConfigurationField) => field.name.split('.');

function fieldInput(field: EngagementConfigurationField, t: TFunction, disabled: boolean, testId: string) {
  if (field.type === 'number') return <InputNumber precision={0} disabled={disabled} data-testid={testId} />;
  if (field.type === 'select')
    return (
      <Select
        allowClear={!field.required}
        disabled={disabled}
        data-testid={testId}
        options={field.options!.map((value) => ({
          value,
          label: t(`engagementConfigurations.options.${value}`),
        }))}
      />
    );
  return <Input disabled={disabled} data-testid={testId} />;
}

function SecretField({
  field,
  kind,
  isSet,
  disabled,
}: {
  field: EngagementConfigurationField;
  kind: EngagementConfigurationKind;
  isSet: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  const testId = `configuration-${kind}-${field.name}`;
  return (
    <Form.Item label={t(fieldLabelKey(field.name))} required={false}>
      <Flex gap={8} align="center" wrap>
        <Tag color={isSet ? 'green' : 'default'} data-testid={`${testId}-status`} data-set={isSet}>
          {isSet ? t('engagementConfigurations.secretSet') : t('engagementConfigurations.secretNotSet')}
        </Tag>
        {replacing ? (
          <Form.Item name={['secrets', field.name]} noStyle>
            <Input.Password
              autoFocus
              autoComplete="new-password"
              placeholder={t('engagementConfigurations.newSecretValue')}
              data-testid={testId}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        ) : (
          !disabled && (
            <Button size="small" onClick={() => setReplacing(true)} data-testid={`${testId}-replace`}>
              {isSet ? t('engagementConfigurations.replaceSecret') : t('engagementConfigurations.setSecret')}
            </Button>
          )
        )}
      </Flex>
    </Form.Item>
  );
}

function CardForm({
  engagementId,
  configuration,
}: {
  engagementId: string;
  configuration: EngagementConfiguration;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { kind, abilities } = configuration;
  const [form] = Form.useForm<Values>();
  const save = useSaveEngagementConfiguration(engagementId, kind);
  const readOnly = !abilities.update;

  const submit = (all: Values) => {
    const { secrets = {}, tag = '', ...values } = all;
    const given = Object.fromEntries(
      Object.entries(secrets).filter(([, v]) => typeof v === 'string' && v !== ''),
    );
    save.mutate(
      {
        values,
        ...(Object.keys(given).length > 0 && { secrets: given as Record<string, string> }),
        ...(tag.trim() && { tag: tag.trim() }),
      },
      {
        onSuccess: () => void message.success(t('engagementConfigurations.saved')),
        onError: (error) => {
          if (!showServerFieldErrors(form, error, t)) reportError(error);
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      // A card nobody saved starts from what this installation uses meanwhile (issue 27).
      initialValues={
        configuration.version === 0 && configuration.installDefault
          ? configuration.installDefault.values
          : configuration.values
      }
      onFinish={submit}
      preserve={false}
      data-testid={`configuration-${kind}-form`}
    >
      <Form.Item noStyle shouldUpdate>
        {() => {
          const values = form.getFieldsValue(true) as Values;
          // Two columns on a wide screen: the cards stay short enough to see several at once.
          return (
            <Row gutter={16}>
              {CONFIGURATION_FIELDS[kind]
                .filter((field) => !field.when || field.when(values))
                .map((field) => (
                  <Col key={field.name} xs={24} lg={12}>
                    {field.type === 'secret' ? (
                      <SecretField
                        key={field.name}
                        field={field}
                        kind={kind}
                        isSet={configuration.secrets[field.name] ?? false}
                        disabled={readOnly}
                      />
                    ) : (
                      <Form.Item
                        key={field.name}
                        name={namePath(field)}
                        label={t(fieldLabelKey(field.name))}
                        required={field.required}
                        validateTrigger="onBlur"
                        rules={[
                          {
                            validator: (_, value: unknown) => {
                              const problem = configurationFieldProblem(field, value);
                              return problem
                                ? Promise.reject(new Error(ruleMessage(problem, t)))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        {fieldInput(field, t, readOnly, `configuration-${kind}-${field.name}`)}
                      </Form.Item>
                    )}
                  </Col>
                ))}
            </Row>
          );
        }}
      </Form.Item>
      {!readOnly && (
        <>
          <Form.Item
            name="tag"
            label={t('engagementConfigurations.versionTag')}
            extra={t('engagementConfigurations.versionTagHint')}
            rules={[antdRule(configurationTagProblem, t)]}
          >
            <Input
              count={{ show: true, max: CONFIGURATION_HISTORY_TAG_MAX }}
              data-testid={`configuration-${kind}-tag`}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid={`configuration-${kind}-save`}
          >
            {t('engagementConfigurations.save')}
          </Button>
        </>
      )}
    </Form>
  );
}

export function EngagementConfigurationCard({
  engagementId,
  kind,
}: {
  engagementId: string;
  kind: EngagementConfigurationKind;
}) {
  const { t } = useTranslation();
  const query = useEngagementConfiguration(engagementId, kind);
  const [historyOpen, setHistoryOpen] = useState(false);
  const configuration = query.data;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {t(`engagementConfigurations.cards.${kind}`)}
          {configuration?.version === 0 && configuration.installDefault?.optional && (
            <Tag data-testid={`configuration-${kind}-optional`}>{t('engagementConfigurations.optional')}</Tag>
          )}
        </Flex>
      }
      data-testid={`configuration-card-${kind}`}
      data-version={configuration?.version ?? 0}
      extra={
        <Button
          icon={<HistoryOutlined />}
          onClick={() => setHistoryOpen(true)}
          disabled={!configuration || configuration.version === 0}
          data-testid={`configuration-${kind}-history`}
        >
          {t('engagementConfigurations.history')}
        </Button>
      }
    >
      {!configuration ? (
        query.isError ? (
          <Typography.Text type="danger">{t('engagementConfigurations.loadFailed')}</Typography.Text>
        ) : (
          <PageSpin />
        )
      ) : (
        <>
          <Typography.Paragraph type="secondary" data-testid={`configuration-${kind}-version`}>
            {configuration.version === 0
              ? configuration.installDefault
                ? t(`engagementConfigurations.installDefault.${kind}`)
                : t('engagementConfigurations.notSavedYet')
              : t('engagementConfigurations.versionLine', {
                  version: configuration.version,
                  time: formatTimestamp(configuration.timestamp),
                  name: configuration.updatedByName ?? '-',
                })}
          </Typography.Paragraph>
          {/* A new version (save or restore) draws the form again from its values. */}
          <CardForm key={configuration.version} engagementId={engagementId} configuration={configuration} />
          {historyOpen && (
            <ConfigurationHistoryDialog
              engagementId={engagementId}
              kind={kind}
              canRestore={configuration.abilities.restore}
              onClose={() => setHistoryOpen(false)}
            />
          )}
        </>
      )}
    </Card>
  );
}
