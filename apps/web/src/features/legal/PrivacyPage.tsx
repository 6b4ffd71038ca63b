import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { LegalText } from './LegalText';

const SECTIONS = ['controller', 'data', 'purpose', 'location', 'retention', 'rights'] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.intro')} />
      <LegalText base="privacy" sections={SECTIONS} />
    </>
  );
}
