import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** 403 (workspace.md section 2): no access; new access can take about 5 minutes; then ask the team. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={
        <>
          <p>{t('forbidden.noAccess')}</p>
          <p>{t('forbidden.waitForAccess')}</p>
          <p>{t('forbidden.contactTeam')}</p>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/overview')}>
          {t('common.backToOverview')}
        </Button>
      }
      data-testid="forbidden-page"
    />
  );
}
