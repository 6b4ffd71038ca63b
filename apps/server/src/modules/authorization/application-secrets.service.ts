// Client secrets of applications (issue 10 "Applications"): create (the value shown once, only its
// argon2id hash kept), list, revoke. Client-credentials sign-in (auth/auth.service.ts) accepts any
// unrevoked, unexpired secret, so a secret can be rotated without a gap; revoking one ends the bearer
// tokens it issued in the same transaction.
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  APPLICATION_SECRET_HINT_LENGTH,
  secretExpiry,
  secretExpiryProblems,
  type CreateApplicationSecret,
  type CreatedApplicationSecret,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { hashSecret } from '../../auth/passwords.js';
import type { SessionService } from '../../auth/sessions.service.js';
import type { Db, Tx } from '../../db/client.js';
import { applicationSecrets } from '../../db/schema/identity.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import { recordApplicationChange } from './applications.audit.js';
import { applicationAbilities, secretAbilities } from './applications.policy.js';
import { presentSecret } from './applications.presenter.js';
import { invalid, type ApplicationService } from './applications.service.js';

/** 240 random bits, URL-safe: pasted into configuration files and form bodies without escaping. */
export const newSecretValue = () => crypto.randomBytes(30).toString('base64url');

/** Stores a secret for an application and returns its row; the value itself is never stored. */
export async function insertSecret(
  db: Db | Tx,
  applicationId: string,
  value: string,
  options: { description?: string; expiresAt?: Date } = {},
) {
  const [row] = await db
    .insert(applicationSecrets)
    .values({
      applicationId,
      description: options.description?.trim() ?? '',
      hint: value.slice(0, APPLICATION_SECRET_HINT_LENGTH),
      secretHash: await hashSecret(value),
      expiresAt: options.expiresAt ?? secretExpiry(undefined),
    })
    .returning();
  return row;
}

export class ApplicationSecretService {
  constructor(
    private readonly db: Db,
    private readonly applications: ApplicationService,
    private readonly sessions: SessionService,
  ) {}

  private async target(caller: Principal, aadObjectId: string) {
    const application = await this.applications.find(aadObjectId);
    const abilities = applicationAbilities(await this.applications.policy(caller), application);
    return { application, abilities };
  }

  /** Newest first; revoked and expired ones stay listed so the history of a credential is visible. */
  async list(caller: Principal, aadObjectId: string) {
    const { application, abilities } = await this.target(caller, aadObjectId);
    const rows = await this.db
      .select()
      .from(applicationSecrets)
      .where(eq(applicationSecrets.applicationId, application.id))
      .orderBy(desc(applicationSecrets.createdAt), desc(applicationSecrets.id));
    return rows.map((row) => presentSecret(row, secretAbilities(abilities, row)));
  }

  async create(
    caller: Principal,
    aadObjectId: string,
    input: CreateApplicationSecret,
  ): Promise<CreatedApplicationSecret> {
    const problems = secretExpiryProblems(input);
    if (problems.length) throw invalid(problems);
    const { application, abilities } = await this.target(caller, aadObjectId);
    if (!abilities.manageSecrets) throw forbidden('You cannot create secrets for this application.');
    const value = newSecretValue();
    const hashed = { description: input.description, expiresAt: secretExpiry(input.expiresAt) };
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertSecret(tx, application.id, value, hashed);
      await recordApplicationChange(tx, caller, 'ApplicationSecret.Create', application, {
        secret: { id: inserted.id, hint: inserted.hint, expiresAt: inserted.expiresAt.toISOString() },
      });
      return inserted;
    });
    return { secret: presentSecret(row, secretAbilities(abilities, row)), value };
  }

  /** Revokes the secret and ends the tokens it issued, at once and together. */
  async revoke(caller: Principal, aadObjectId: string, secretId: string) {
    const { application, abilities } = await this.target(caller, aadObjectId);
    if (!abilities.manageSecrets) throw forbidden('You cannot revoke secrets of this application.');
    const revoked = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(applicationSecrets)
        .where(
          and(eq(applicationSecrets.id, secretId), eq(applicationSecrets.applicationId, application.id)),
        );
      if (!row) throw notFound('This application has no such secret.');
      const [changed] = await tx
        .update(applicationSecrets)
        .set({ revokedAt: new Date() })
        .where(and(eq(applicationSecrets.id, secretId), isNull(applicationSecrets.revokedAt)))
        .returning();
      if (!changed) throw conflict('This secret is revoked already.', 'alreadyRevoked');
      await this.sessions.endSecretTokens(secretId, tx);
      await recordApplicationChange(tx, caller, 'ApplicationSecret.Revoke', application, {
        secret: { id: row.id, hint: row.hint },
      });
      return changed;
    });
    return presentSecret(revoked, secretAbilities(abilities, revoked));
  }
}
