// When a run alerts and where: the orchestration's own webhook (signed with its secret, which the
// server keeps and never sends back), besides the e-mails people choose on their profile.
import { Link } from 'react-router';
import { Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ORCHESTRATION_TIME_LIMIT_MINUTES, MIN_WEBHOOK_SECRET_LENGTH } from '@cairn/contracts';

export function AlertsSection({ webhookSecretSet }: { webhookSecretSet: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('workflow.editor.alerts')} data-testid="alerts-section">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Form.Item name={['alerts', 'onFailure']} valuePropName="checked" noStyle>
          <Checkbox data-testid="alerts-on-failure">{t('workflow.alerts.onFailure')}</Checkbox>
        </Form.Item>
        <Form.Item name={['alerts', 'onRecovery']} valuePropName="checked" noStyle>
          <Checkbox data-testid="alerts-on-recovery">{t('workflow.alerts.onRecovery')}</Checkbox>
        </Form.Item>
      </Flex>
      <Form.Item
        name={['alerts', 'longerThanMinutes']}
        label={t('workflow.alerts.longerThan')}
        extra={t('workflow.alerts.longerThanHelp')}
      >
        <InputNumber min={1} max={MAX_ORCHESTRATION_TIME_LIMIT_MINUTES} precision={0} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item
            name={['alerts', 'webhookUrl']}
            label={t('workflow.alerts.webhookUrl')}
            rules={[{ type: 'url', message: t('validation.invalidUrl') }]}
          >
            <Input placeholder="https://" data-testid="alerts-webhook-url" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="webhookSecret"
            label={t('workflow.alerts.webhookSecret')}
            extra={
              webhookSecretSet
                ? t('workflow.alerts.secretKept')
                : t('workflow.alerts.secretHelp', { length: MIN_WEBHOOK_SECRET_LENGTH })
            }
            rules={[
              {
                min: MIN_WEBHOOK_SECRET_LENGTH,
                message: t('workflow.alerts.secretHelp', { length: MIN_WEBHOOK_SECRET_LENGTH }),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="alerts-webhook-secret" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text type="secondary" data-testid="alerts-email-note">
        {t('workflow.alerts.emailNote')} <Link to="/profile">{t('workflow.alerts.profileLink')}</Link>
      </Typography.Text>
    </Card>
  );
}
