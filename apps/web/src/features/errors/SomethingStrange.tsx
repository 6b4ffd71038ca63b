// The spec's "Oops! Something strange happened. Keep calm and try again." with its Try Again button.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function SomethingStrange({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.oops')}
      subTitle={t('errors.somethingStrange')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
