// Title-only pages of the engagement area and the administration screens; later issues replace them.
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';

export function FeaturePlaceholderPage({ titleKey, stepKey }: { titleKey: string; stepKey?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} subtitle={stepKey ? t(stepKey) : undefined} />
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.comingSoon')} />
      </Card>
    </>
  );
}
