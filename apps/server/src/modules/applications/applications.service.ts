// Applications (service principals, admin-console.md "Applications"): revoking an application's
// secret or disabling the application ends every bearer token it holds at once, in the same
// transaction, so a leaked secret stops working the moment an administrator reacts. The admin
// screens and their routes come later; they call this service.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { SessionService } from '../../auth/sessions.service.js';

export class ApplicationService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  /** Removes the secret: no new tokens, and the tokens already issued stop working. */
  async revokeSecret(applicationId: string) {
    await this.db.transaction(async (tx) => {
      const changed = await tx.update(applications).set({ secretHash: null }).where(eq(applications.id, applicationId)).returning({ id: applications.id });
      if (changed.length === 0) throw notFound('No such application.');
      await this.sessions.endApplicationTokens(applicationId, tx);
    });
  }

  /** Disabling ends the tokens too, so enabling again later does not bring old tokens back. */
  async setDisabled(applicationId: string, disabled: boolean) {
    await this.db.transaction(async (tx) => {
      const changed = await tx.update(applications).set({ disabled }).where(eq(applications.id, applicationId)).returning({ id: applications.id });
      if (changed.length === 0) throw notFound('No such application.');
      if (disabled) await this.sessions.endApplicationTokens(applicationId, tx);
    });
  }
}
