// Sign-in events for the audit log: every attempt, by method, with its outcome. A failed attempt is
// recorded under the name that was typed (an e-mail, an application's client id), so the log shows
// attempts on an account even when nobody signed in.
import { AUDIT_ACTIONS } from '@cairn/contracts';
import type { Principal } from '../access/principal.js';
import { HttpProblem } from '../http/problem.js';
import type { AuditService } from '../modules/audit/audit.service.js';

const ACTIONS = {
  local: AUDIT_ACTIONS.signInLocal,
  oidc: AUDIT_ACTIONS.signInOidc,
  clientCredentials: AUDIT_ACTIONS.signInClientCredentials,
} as const;
export type SignInMethod = keyof typeof ACTIONS;

export function recordSignIn(audit: AuditService, method: SignInMethod, principal: Principal, name: string) {
  return audit.record({ action: ACTIONS[method], actor: principal, target: name });
}

/** A refused sign-in: 401 wrong credentials, 403 deactivated, 429 too many attempts; `reason` says which. */
export function recordSignInFailure(
  audit: AuditService,
  method: SignInMethod,
  typedName: string | undefined,
  error: unknown,
) {
  // A string is the OIDC callback's own outcome (signInFailed, notRegistered, notActive).
  const status =
    error instanceof HttpProblem
      ? error.status
      : error === 'notActive'
        ? 403
        : typeof error === 'string'
          ? 401
          : 500;
  const reason = error instanceof HttpProblem ? error.code : typeof error === 'string' ? error : 'error';
  return audit.record({
    action: ACTIONS[method],
    actor: { type: 'Anonymous', label: typedName },
    target: typedName ?? null,
    outcome: 'failure',
    status,
    detail: { reason },
  });
}
