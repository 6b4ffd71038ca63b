// Who a commit is by: the signed-in user (name and e-mail) or the application (its name; an
// application has no mailbox, so its client id under the reserved .invalid domain stands in).
import type { Principal } from '../../access/principal.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { GitAuthor } from './git-repository.js';

export async function authorOf(names: PrincipalNames, principal: Principal): Promise<GitAuthor> {
  if (principal.type === 'User')
    return { name: (await names.userName(principal.id)) ?? principal.email, email: principal.email };
  return {
    name: (await names.applicationName(principal.id)) ?? principal.aadObjectId,
    email: `${principal.aadObjectId}@applications.invalid`,
  };
}
