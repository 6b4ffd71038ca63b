// Files arriving in a folder of the engagement's import storage (an upload, or an SFTP broker's drop)
// start a run; the run's import steps that name no files import exactly those (docs/orchestrations.md).
import { Card, Col, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function FileTriggerSection() {
  const { t } = useTranslation();
  const on = Form.useWatch<boolean>('filesTrigger');
  return (
    <Card title={t('workflow.files.title')} data-testid="file-trigger-section">
      <Form.Item name="filesTrigger" valuePropName="checked" label={t('workflow.files.on')}>
        <Switch data-testid="file-trigger-on" />
      </Form.Item>
      {on && (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="fileFolder"
              label={t('workflow.files.folder')}
              extra={t('workflow.files.folderHelp')}
            >
              <Input placeholder="payroll/2026" data-testid="file-trigger-folder" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="filePattern"
              label={t('workflow.files.pattern')}
              extra={t('workflow.files.patternHelp')}
              rules={[{ required: true, message: t('validation.fieldCannotBeEmpty') }]}
            >
              <Input data-testid="file-trigger-pattern" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Typography.Text type="secondary">{t('workflow.files.note')}</Typography.Text>
    </Card>
  );
}
