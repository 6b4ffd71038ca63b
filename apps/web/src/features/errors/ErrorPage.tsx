// Error boundary of the router: anything that throws while rendering ends here instead of a blank page.
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={t('errors.oops')}
      subTitle={t('errors.somethingStrange')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </Button>
      }
      data-testid="error-page"
    />
  );
}
