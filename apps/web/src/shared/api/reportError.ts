// Every failed mutation (and every failed query the server could not answer) is reported the
// same way: a notification with the spec's text and the server's error number.
import type { App } from 'antd';
import { DATABASE_UNAVAILABLE_CODE } from '@cairn/contracts';
import i18n from '../../i18n';
import { isApiError } from './ApiError';

type Notifier = ReturnType<typeof App.useApp>['notification'];
let notifier: Notifier | undefined;

/** Set once by <NotificationBridge/> inside antd's <App>, so notices follow the current theme. */
export function setNotifier(next: Notifier | undefined) {
  notifier = next;
}

export function errorDescription(error: unknown): string {
  // The tenant's request budget is spent (429): when to try again is what the user can act on.
  if (isApiError(error) && error.status === 429 && error.code === 'tooManyRequests')
    return i18n.t('errors.tooManyRequests', { seconds: error.retryAfterSeconds ?? 1 });
  // The server's database is restarting or down (503): nothing the user did; it works again shortly.
  if (isApiError(error) && error.status === 503 && error.code === DATABASE_UNAVAILABLE_CODE)
    return i18n.t('errors.databaseUnavailable', { seconds: error.retryAfterSeconds ?? 5 });
  // A refusal says what was refused and why (a role assignment names the role and the permission
  // missing): something the user can act on, unlike an error number. A CSRF refusal is not such one.
  if (isApiError(error) && error.status === 403 && error.code === 'forbidden') return error.message;
  // So does a conflict the server names (a built-in role, a role still assigned: 'builtInRole',
  // 'roleInUse'); an unnamed one keeps the error number.
  if (isApiError(error) && error.status === 409 && !!error.code && error.code !== 'conflict')
    return error.message;
  if (isApiError(error) && error.errorId) {
    const fields = error.fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
    const text = i18n.t('errors.withErrorId', { errorId: error.errorId });
    return fields ? `${text} (${fields})` : text;
  }
  return i18n.t('errors.withoutErrorId');
}

export function reportError(error: unknown) {
  const errorId = isApiError(error) ? error.errorId : undefined;
  notifier?.error({
    key: errorId,
    title: i18n.t('errors.title'),
    description: errorDescription(error),
    duration: 8,
  });
}
