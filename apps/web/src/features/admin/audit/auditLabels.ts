// The audit log in words (issue 27): the server names every action `Noun.Verb` (`Tenant.Update`,
// `Run.Cancel`, `Dashboards.Capacity.Suspend`); the list says it as a sentence of the reader's
// language. A few actions have a sentence of their own (adminAudit.actions); the rest are the verb's
// sentence (adminAudit.verbs) around the noun (adminAudit.objects), so a new action reads well as
// soon as its noun and verb are known, and reads humanised ("Some thing: frobnicate") before.
// Scopes and targets show the engagement's or tenant's name where the list knows it.
import type { TFunction, i18n as I18n } from 'i18next';
import { parseScope, type AuditEvent } from '@cairn/contracts';

/** `RequirementsStatus` -> `requirements status`. */
const humanise = (code: string) =>
  code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ACTION_CODE = /^[A-Za-z]+(\.[A-Za-z]+)+$/;

export function auditActionLabel(action: string, t: TFunction, i18n: I18n): string {
  const own = `adminAudit.actions.${action}`;
  if (ACTION_CODE.test(action) && i18n.exists(own)) return t(own);
  // Anything else the server might send (an old row's route) is shown as it is.
  if (!ACTION_CODE.test(action)) return action;
  const parts = action.split('.');
  const [noun, verb] = parts.slice(-2);
  const objectKey = `adminAudit.objects.${noun}`;
  const object = i18n.exists(objectKey) ? t(objectKey) : capitalise(humanise(noun));
  const verbKey = `adminAudit.verbs.${verb}`;
  return i18n.exists(verbKey)
    ? t(verbKey, { object })
    : t('adminAudit.verbOther', { object, verb: humanise(verb) });
}

/** Actions whose words fit a refusal as well as a success: a sign-in (failed or not) and a denial. */
const isAttempt = (action: string) => action === 'Access.Denied' || action.startsWith('SignIn.');

/**
 * The row's action in words. An access denial names what was tried, when the server recorded it; any
 * other refused or failed action says it was not done, so "Role assigned" never stands beside "Denied".
 */
export function auditEventLabel(event: AuditEvent, t: TFunction, i18n: I18n): string {
  const label = auditActionLabel(event.action, t, i18n);
  const attempted = event.detail?.attempted;
  if (event.action === 'Access.Denied' && typeof attempted === 'string')
    return t('adminAudit.deniedAttempt', { denied: label, attempted: auditActionLabel(attempted, t, i18n) });
  return event.outcome === 'success' || isAttempt(event.action)
    ? label
    : t('adminAudit.notDone', { action: label });
}

/** Engagement and tenant names by id, from what the reader may see. */
export interface ScopeNames {
  engagements: ReadonlyMap<string, string>;
  tenants: ReadonlyMap<string, string>;
}

/** `/engagements/<id>/storage/import/a/b` -> `Payroll 2026 › import › a › b`; the raw scope goes in a tooltip. */
export function auditScopeLabel(scope: string, names: ScopeNames, t: TFunction): string {
  const parsed = parseScope(scope);
  if (!parsed) return scope;
  if (parsed.kind === 'platform') return t('adminAudit.platform');
  if (parsed.kind === 'tenant') return names.tenants.get(parsed.tenantId) ?? scope;
  const engagement = names.engagements.get(parsed.engagementId);
  if (!engagement) return scope;
  return parsed.kind === 'engagement' ? engagement : [engagement, parsed.purpose, ...parsed.path].join(' › ');
}
