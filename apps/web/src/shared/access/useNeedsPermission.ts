// Why an action is unavailable, said the same way everywhere (issue 27): "Needs the permission X
// (roles: A, B)", naming the built-in roles that hold it, so a user knows whom to ask for what.
import { useTranslation } from 'react-i18next';
import { builtInRolesHolding } from '@cairn/contracts';

export function useNeedsPermission() {
  const { t } = useTranslation();
  return (permission: string) =>
    t('roleJourney.needsPermission', { permission, roles: builtInRolesHolding(permission).join(', ') });
}
