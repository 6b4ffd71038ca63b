// Who a commit is by: the signed-in user (name and e-mail) or the application (its name; an
// application has no mailbox, so its client id under the reserved .invalid domain stands in).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';
import type { Principal } from '../../access/principal.js';
import type { GitAuthor } from './git-repository.js';

export async function authorOf(db: Db, principal: Principal): Promise<GitAuthor> {
  if (principal.type === 'User') {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, principal.id));
    return { name: user?.name || principal.email, email: principal.email };
  }
  const [app] = await db
    .select({ name: applications.name })
    .from(applications)
    .where(eq(applications.id, principal.id));
  return { name: app?.name || principal.aadObjectId, email: `${principal.aadObjectId}@applications.invalid` };
}
