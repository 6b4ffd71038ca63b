// Key/value rows of object metadata (workspace.md section 5): keys letters, digits and underscore
// (contracts' metadataKeyRule), each key once; values required.
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { metadataKeyRule, rules } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import type { MetadataRow } from '../storageObjects';

export function MetadataFields() {
  const { t } = useTranslation();
  const keyRules: FormRule[] = [
    antdRule(rules.required, t),
    { pattern: metadataKeyRule, message: t('validation.lettersDigitsUnderscore') },
    ({ getFieldValue }) => ({
      validator: (_: unknown, key: string | undefined) => {
        const keys = ((getFieldValue('metadata') ?? []) as MetadataRow[]).map((r) => r?.key?.trim());
        const duplicate = !!key && keys.filter((k) => k === key.trim()).length > 1;
        return duplicate ? Promise.reject(new Error(t('storage.metadata.duplicateKey'))) : Promise.resolve();
      },
    }),
  ];
  return (
    <Form.List name="metadata">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('storage.metadata.title')}</Typography.Text>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('storage.metadata.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start" data-testid={`metadata-row-${index}`}>
              <Form.Item name={[field.name, 'key']} rules={keyRules} style={{ flex: 1, marginBottom: 8 }}>
                <Input placeholder={t('storage.metadata.key')} aria-label={t('storage.metadata.key')} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'value']}
                rules={[antdRule(rules.required, t)]}
                style={{ flex: 2, marginBottom: 8 }}
              >
                <Input placeholder={t('storage.metadata.value')} aria-label={t('storage.metadata.value')} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('storage.metadata.remove')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ key: '', value: '' })}
              data-testid="metadata-add"
            >
              {t('storage.metadata.add')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
