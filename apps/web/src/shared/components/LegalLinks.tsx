// The privacy statement and the terms of use: in the app's footer, and under the sign-in for those
// not signed in yet. Test ids are `<testIdPrefix>-privacy` and `<testIdPrefix>-terms`. The links come
// as a list, not one element, so that a Space around them separates each.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function useLegalLinks(testIdPrefix: string) {
  const { t } = useTranslation();
  return [
    <Link key="privacy" to="/privacy" data-testid={`${testIdPrefix}-privacy`}>
      {t('footer.privacy')}
    </Link>,
    <Link key="terms" to="/terms-of-use" data-testid={`${testIdPrefix}-terms`}>
      {t('footer.termsOfUse')}
    </Link>,
  ];
}
