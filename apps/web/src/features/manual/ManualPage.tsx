import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';

const STEPS = ['engagement', 'import', 'model', 'run', 'dashboards'] as const;

export function ManualPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('manual.title')} subtitle={t('manual.description')} />
      <Card title={t('manual.gettingStarted')}>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <Typography.Paragraph>{t(`manual.steps.${step}`)}</Typography.Paragraph>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
