// What a file's last import found for what its settings leave open (issue 27), above its import
// settings: the delimiter found in its first lines, the separators of its numbers and its dates.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@cairn/contracts';
import { formatDateTime } from '../../../shared/format/dates';
import type { FoundInFile } from '../importSettingsForm';
import { separatorInText } from './separatorNames';

export function ImportSettingsFoundAlert({ found }: { found: FoundInFile }) {
  const { t } = useTranslation();
  const named = (key: string, value: string | undefined) =>
    value ? [t(`importArea.settings.found.${key}`, { name: separatorInText(t, value) })] : [];
  const findings = [
    ...named('delimiter', found.delimiter),
    ...named('decimalSeparator', found.decimalSeparator),
    ...(found.thousandsSeparator === 'none'
      ? [t('importArea.settings.found.noThousandsSeparator')]
      : named('thousandsSeparator', found.thousandsSeparator)),
    ...(found.dateFormat ? [t('importArea.settings.found.dateFormat', { format: found.dateFormat })] : []),
  ];
  return (
    <Alert
      type="info"
      showIcon
      title={t('importArea.settings.found.alert', {
        at: formatDateTime(found.at, DATE_FORMATS.timeline),
        findings: findings.join(', '),
      })}
      style={{ marginBottom: 16 }}
      data-testid="import-settings-found"
    />
  );
}
