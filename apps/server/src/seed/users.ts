// Creating users and assignments: shared by the demo seed, `cairn admin create` and test factories.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, DEFAULT_TEMPLATE } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { roleAssignments } from '../db/schema/access.js';
import { profiles, users } from '../db/schema/identity.js';
import { hashSecret } from '../auth/passwords.js';

export interface NewUser {
  email: string;
  name: string;
  password?: string;
  disabled?: boolean;
  eulaAccepted?: boolean;
}

export async function createUser(db: Db, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      disabled: input.disabled ?? false,
      passwordHash: input.password ? await hashSecret(input.password) : null,
    })
    .returning();
  await db.insert(profiles).values({
    userId: user.id,
    displayName: input.name,
    language: DEFAULT_LOCALE,
    templateName: DEFAULT_TEMPLATE,
    eulaAcceptedAt: input.eulaAccepted ? new Date() : null,
  });
  return user;
}

export async function setPassword(db: Db, userId: string, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashSecret(password) })
    .where(eq(users.id, userId));
}

export async function assignRole(
  db: Db,
  principal: { type: 'User' | 'Application'; id: string },
  roleName: string,
  scope: string,
) {
  await db
    .insert(roleAssignments)
    .values({ principalType: principal.type, principalId: principal.id, roleName, scope })
    .onConflictDoNothing();
}
