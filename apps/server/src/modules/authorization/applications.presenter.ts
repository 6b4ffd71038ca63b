// The only way application and client secret rows become JSON: no secret hash can leave through here.
import {
  applicationSchema,
  applicationSecretSchema,
  type Application,
  type ApplicationAbilities,
  type ApplicationSecret,
} from '@cairn/contracts';
import type { applicationSecrets, applications } from '../../db/schema/identity.js';

type ApplicationRow = Pick<
  typeof applications.$inferSelect,
  'id' | 'name' | 'aadObjectId' | 'disabled' | 'createdAt'
>;
type SecretRow = Pick<
  typeof applicationSecrets.$inferSelect,
  'id' | 'description' | 'hint' | 'createdAt' | 'expiresAt' | 'revokedAt'
>;

export function presentApplication(row: ApplicationRow, abilities: ApplicationAbilities): Application {
  return applicationSchema.parse({
    id: row.id,
    name: row.name,
    aadObjectId: row.aadObjectId,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    abilities,
  });
}

export function presentSecret(
  row: SecretRow,
  abilities: ApplicationSecret['abilities'],
  now = new Date(),
): ApplicationSecret {
  const status = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
  return applicationSecretSchema.parse({
    id: row.id,
    description: row.description,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status,
    abilities,
  });
}
