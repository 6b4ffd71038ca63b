import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { LegalText } from './LegalText';

const SECTIONS = ['acceptance', 'use', 'accounts', 'data', 'availability', 'changes'] as const;

export function TermsOfUsePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('termsOfUse.title')}
        subtitle={<span data-testid="terms-revised">{t('termsOfUse.lastRevised')}</span>}
      />
      <LegalText base="termsOfUse" sections={SECTIONS} />
    </>
  );
}
