import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api/ApiError';

/** The admin console's pages (app/routes/adminRoutes.tsx), by the first segment of their address. */
const ADMIN_CONSOLE_PAGES = [
  'users',
  'applications',
  'tenants',
  'engagements',
  'roles',
  'permissions',
  'audit-log',
  'feedback',
];
const isAdminConsole = (address: string) =>
  ADMIN_CONSOLE_PAGES.includes(address.split(/[/?#]/).filter(Boolean)[0] ?? '');

/**
 * ?error=... set by the server's sign-in callback (docs/api.md), with the address the user was going
 * to: each console says 'not registered' in its own spec's words (workspace.md and admin-console.md
 * section 8 word it differently).
 */
export function callbackErrorMessage(error: string | null, t: TFunction, redirect = '/'): string | null {
  if (error === 'notRegistered')
    return t(isAdminConsole(redirect) ? 'login.notRegisteredAdmin' : 'login.notRegistered');
  if (error === 'notActive') return t('login.notActive');
  if (error) return t('login.signInFailed');
  return null;
}

/** The answer of POST /authorization/login turned into the text the form shows. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === 'invalidCredentials' || error.status === 401) return t('login.invalidCredentials');
    if (error.code === 'notActive') return t('login.notActive');
    if (error.code === 'tooManyAttempts' || error.status === 429) {
      return error.retryAfterSeconds
        ? t('login.tooManyAttemptsWait', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) })
        : t('login.tooManyAttempts');
    }
    if (error.errorId) return t('errors.withErrorId', { errorId: error.errorId });
  }
  return t('login.signInFailed');
}
