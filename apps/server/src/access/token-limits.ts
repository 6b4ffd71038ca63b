// A personal access token acts with its user's permissions, within the token's own limits: a read
// token uses only reading permissions, an engagement-limited one only scopes in those engagements.
// Checked in AccessService.authorize (every permission check, the git handlers' own included) and,
// for routes without a permission, in the route access hook.
import { accessTokenPermits, engagementScope } from '@cairn/contracts';
import { forbidden } from '../http/problem.js';
import type { TokenLimits } from './principal.js';

/** Whether `scope` lies in one of the token's engagements (always, for a token of all engagements). */
export const tokenReaches = (token: TokenLimits, scope: string | undefined) =>
  token.engagementIds === null ||
  (scope !== undefined &&
    token.engagementIds.some(
      (id) => scope === engagementScope(id) || scope.startsWith(`${engagementScope(id)}/`),
    ));

export function refuseBeyondToken(token: TokenLimits, permission: string, scope: string) {
  if (!accessTokenPermits(token.scope, permission))
    throw forbidden('This access token may only read.', 'tokenReadOnly');
  if (!tokenReaches(token, scope))
    throw forbidden('This access token is limited to other engagements.', 'tokenEngagements');
}
