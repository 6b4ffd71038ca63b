// Key/value rows of object metadata: keys letters, digits and underscore; values required.
import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { metadataKeyRule } from '@cairn/contracts';

export interface MetadataRow {
  key: string;
  value: string;
}

export const toRows = (metadata: Record<string, string>): MetadataRow[] => Object.entries(metadata).map(([key, value]) => ({ key, value }));
export const toMap = (rows: MetadataRow[] = []) => Object.fromEntries(rows.map((r) => [r.key.trim(), r.value]));

export function MetadataFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="metadata">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'key']}
                rules={[
                  { required: true, message: t('storage.metadata.keyRequired') },
                  { pattern: metadataKeyRule, message: t('validation.lettersDigitsUnderscore') },
                ]}
              >
                <Input placeholder={t('storage.metadata.key')} aria-label={t('storage.metadata.key')} />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: t('storage.metadata.valueRequired') }]}>
                <Input placeholder={t('storage.metadata.value')} aria-label={t('storage.metadata.value')} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label={t('storage.metadata.remove')} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} data-testid="metadata-add">
            {t('storage.metadata.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
