// Names of users and applications for other modules (commit authors, who started a run), so they
// need not read the authorization module's tables.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/identity.js';

export interface PrincipalNames {
  /** A user's account name, or undefined for an unknown id. */
  userName(userId: string): Promise<string | undefined>;
  /** An application's name, or undefined for an unknown id. */
  applicationName(applicationId: string): Promise<string | undefined>;
}

/** Whether a user may act at all (personal access tokens check it at every use). */
export interface ActiveUsers {
  /** The user's id and e-mail, or undefined when the user is unknown or disabled. */
  activeUser(userId: string): Promise<{ id: string; email: string } | undefined>;
  /** The id of the user with this e-mail (any case), active or not, or undefined. */
  userIdByEmail(email: string): Promise<string | undefined>;
}

export class PrincipalDirectory implements PrincipalNames, ActiveUsers {
  constructor(protected readonly db: Db) {}

  async userName(userId: string) {
    const [user] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user?.name || undefined;
  }

  async applicationName(applicationId: string) {
    const [app] = await this.db
      .select({ name: applications.name })
      .from(applications)
      .where(eq(applications.id, applicationId));
    return app?.name || undefined;
  }

  async activeUser(userId: string) {
    const [user] = await this.db
      .select({ id: users.id, email: users.email, disabled: users.disabled })
      .from(users)
      .where(eq(users.id, userId));
    return user && !user.disabled ? { id: user.id, email: user.email } : undefined;
  }

  async userIdByEmail(email: string) {
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    return user?.id;
  }
}
