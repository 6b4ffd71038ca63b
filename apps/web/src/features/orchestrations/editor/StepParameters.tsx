// A step's run parameters as key/value rows of text (Branch = main, ActiveNodes = ["a","b"]); a
// value that looks like a JSON list or object is sent as one (orchestrationForm's parameterValue).
import { Button, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// Read-only for a reader: the form's `disabled` reaches these buttons too.
export function StepParameters({ stepField }: { stepField: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[stepField, 'parameters']}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={8}>
          <Typography.Text>{t('workflow.step.parameters')}</Typography.Text>
          {rows.map((row) => (
            <Flex key={row.key} gap={8} align="start" data-testid="step-parameter">
              <Form.Item
                name={[row.name, 'key']}
                rules={[{ required: true, message: t('workflow.step.parameterKeyRequired') }]}
                style={{ marginBottom: 0, flex: 1 }}
              >
                <Input
                  placeholder={t('workflow.step.parameterKey')}
                  aria-label={t('workflow.step.parameterKey')}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'value']} style={{ marginBottom: 0, flex: 2 }}>
                <Input
                  placeholder={t('workflow.step.parameterValue')}
                  aria-label={t('workflow.step.parameterValue')}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('workflow.step.removeParameter')}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ key: '', value: '' })}
              data-testid="step-add-parameter"
            >
              {t('workflow.step.addParameter')}
            </Button>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('workflow.step.parametersHelp')}
          </Typography.Text>
        </Flex>
      )}
    </Form.List>
  );
}
