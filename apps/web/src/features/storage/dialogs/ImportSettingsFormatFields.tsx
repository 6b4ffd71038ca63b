// The import settings' numbers and dates (issue 27): decimal and thousands separators and a date
// format for the whole file, and formats for single columns. Each left empty is detected from the
// file when it is imported: the placeholder says so, or what the file's last import found.
import { Button, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COLUMN_FORMATS,
  DECIMAL_SEPARATORS,
  IMPORT_DATE_FORMATS,
  MAX_COLUMN_FORMATS,
  MAX_COLUMN_NAME_LENGTH,
  THOUSANDS_SEPARATORS,
} from '@cairn/contracts';
import type { FoundInFile } from '../importSettingsForm';
import { separatorInText, separatorOption } from './separatorNames';

interface Props {
  locked: boolean;
  /** The settings' message for a field, translated, or null (contracts' importSettingsErrors). */
  problemOf: (field: 'thousandsSeparator' | 'columnFormats') => string | null;
  /** What the file's last import found for what the settings leave open (a file's dialog). */
  found?: FoundInFile | null;
}

export function ImportSettingsFormatFields({ locked, problemOf, found }: Props) {
  const { t } = useTranslation();
  const rule = (field: 'thousandsSeparator' | 'columnFormats') => ({
    validator: () => {
      const problem = problemOf(field);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  const separator = (value: string) => separatorOption(t, value);
  // An empty field says what the last import found, else that it will be detected.
  const placeholder = (value: string | undefined) =>
    value ? t('importArea.settings.found.placeholder', { value }) : t('importArea.settings.detected');
  const foundSeparator = (value: string | undefined) => value && separatorInText(t, value);
  const formatLabel = (format: string) =>
    format === 'text' || format === 'number' ? t(`importArea.settings.columnFormat.${format}`) : format;

  return (
    <>
      <Space wrap size="middle" style={{ width: '100%' }} align="start">
        <Form.Item name="decimalSeparator" label={t('importArea.settings.decimalSeparator')}>
          <Select
            disabled={locked}
            allowClear
            placeholder={placeholder(foundSeparator(found?.decimalSeparator))}
            style={{ width: 220 }}
            options={DECIMAL_SEPARATORS.map((s) => ({ value: s, label: separator(s) }))}
            data-testid="import-settings-decimal"
          />
        </Form.Item>
        <Form.Item
          name="thousandsSeparator"
          label={t('importArea.settings.thousandsSeparator')}
          dependencies={['decimalSeparator']}
          rules={[rule('thousandsSeparator')]}
        >
          <Select
            disabled={locked}
            allowClear
            placeholder={placeholder(foundSeparator(found?.thousandsSeparator))}
            style={{ width: 220 }}
            options={THOUSANDS_SEPARATORS.map((s) => ({ value: s, label: separator(s) }))}
            data-testid="import-settings-thousands"
          />
        </Form.Item>
      </Space>
      <Form.Item
        name="dateFormat"
        label={t('importArea.settings.dateFormat')}
        extra={t('importArea.settings.detectedHelp')}
      >
        <Select
          disabled={locked}
          allowClear
          placeholder={placeholder(found?.dateFormat)}
          options={IMPORT_DATE_FORMATS.map((f) => ({ value: f, label: f }))}
          data-testid="import-settings-date-format"
        />
      </Form.Item>
      <Form.Item
        label={t('importArea.settings.columnFormats')}
        extra={t('importArea.settings.columnFormatsHelp')}
      >
        <Form.List name="columnFormats" rules={[rule('columnFormats')]}>
          {(rows, { add, remove }, { errors }) => (
            <>
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[row.name, 'column']} style={{ marginBottom: 8 }}>
                    <Input
                      disabled={locked}
                      maxLength={MAX_COLUMN_NAME_LENGTH}
                      placeholder={t('importArea.settings.columnName')}
                      aria-label={t('importArea.settings.columnName')}
                      data-testid={`import-settings-column-${index}`}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'format']} style={{ marginBottom: 8 }}>
                    <Select
                      disabled={locked}
                      style={{ minWidth: 200 }}
                      aria-label={t('importArea.settings.columnFormat.label')}
                      options={COLUMN_FORMATS.map((f) => ({ value: f, label: formatLabel(f) }))}
                      data-testid={`import-settings-column-format-${index}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    disabled={locked}
                    icon={<DeleteOutlined />}
                    aria-label={t('importArea.settings.removeColumn')}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={locked || rows.length >= MAX_COLUMN_FORMATS}
                onClick={() => add({ column: '', format: 'text' })}
                data-testid="import-settings-add-column"
              >
                {t('importArea.settings.addColumn')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
