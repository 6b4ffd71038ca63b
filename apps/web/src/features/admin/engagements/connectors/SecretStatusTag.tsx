// A secret is shown as set or not set, never its value; typing a new one replaces it on Save.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function SecretStatusTag({ set, testId }: { set: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={set ? 'green' : 'default'} data-testid={testId}>
      {set ? t('connectors.secretSet') : t('connectors.secretNotSet')}
    </Tag>
  );
}
