// Applications administration (admin-console.md sections 2 "Applications", 3 "Application", 5 "New
// application" / "Application profile" and 7 "applications (paged, details by aadObjectId), create or
// update application, delete application"): service principals identified by a directory object id,
// their client secrets and their role assignments. The rules of section 5 live here once: the server
// answers a 400 with their keys, the web forms check the same rules before sending.
import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { userScopeAssignmentsSchema, type FieldRuleMessage } from './users-api.js';
import { rules, validate, type Rule } from './validation.js';

export const MAX_APPLICATION_NAME_LENGTH = 100;
/** The directory object id is a GUID: 36 characters with its dashes (the spec's "36-character id"). */
export const AAD_OBJECT_ID_LENGTH = 36;
export const MAX_SECRET_DESCRIPTION_LENGTH = 100;
/**
 * A client secret without a chosen expiry works for 180 days: long enough for a quarterly rotation
 * with slack, short enough that a forgotten secret does not work forever (Entra ID's own default
 * for a new client secret is 180 days too).
 */
export const APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS = 180;
/** The longest a secret may be given (two years, Entra ID's limit); rotation is the point. */
export const APPLICATION_SECRET_MAX_EXPIRY_DAYS = 730;
/** The visible start of a secret kept in the list, so an administrator can tell secrets apart. */
export const APPLICATION_SECRET_HINT_LENGTH = 4;

export const applicationListQuerySchema = pagedQuerySchema(['name', 'aadObjectId', 'createdAt']);

/** What the caller may do with an application (computed by the server's applications.policy.ts). */
export const applicationAbilitiesSchema = z.object({
  /** Change its name. */
  update: z.boolean(),
  delete: z.boolean(),
  /** Create and revoke client secrets. */
  manageSecrets: z.boolean(),
  /** Open the add-role-assignment dialog; each grant is still bounded by the caller's own rights. */
  assignRoles: z.boolean(),
});
export type ApplicationAbilities = z.infer<typeof applicationAbilitiesSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  aadObjectId: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  abilities: applicationAbilitiesSchema,
});
export type Application = z.infer<typeof applicationSchema>;
export const pagedApplicationsSchema = pagedResultSchema(applicationSchema);

export const createApplicationSchema = z.object({
  name: z.string().max(MAX_APPLICATION_NAME_LENGTH),
  aadObjectId: z.string().max(200),
});
export type CreateApplication = z.infer<typeof createApplicationSchema>;

/** The profile form of Application details (spec: "create or update application: model name"). */
export const updateApplicationSchema = z.object({ name: z.string().max(MAX_APPLICATION_NAME_LENGTH) });
export type UpdateApplication = z.infer<typeof updateApplicationSchema>;

export const applicationSecretStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ApplicationSecretStatus = z.infer<typeof applicationSecretStatusSchema>;

/** A client secret as listed: never its value or hash, only its first characters as a hint. */
export const applicationSecretSchema = z.object({
  id: z.string(),
  description: z.string(),
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: applicationSecretStatusSchema,
  abilities: z.object({ revoke: z.boolean() }),
});
export type ApplicationSecret = z.infer<typeof applicationSecretSchema>;

export const createApplicationSecretSchema = z.object({
  description: z.string().max(MAX_SECRET_DESCRIPTION_LENGTH).optional(),
  /** An ISO date or date-time; without it the secret expires after APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS. */
  expiresAt: z.string().max(40).optional(),
});
export type CreateApplicationSecret = z.infer<typeof createApplicationSecretSchema>;

/** The new secret with its value: shown once, then only its hash is kept. */
export const createdApplicationSecretSchema = z.object({
  secret: applicationSecretSchema,
  value: z.string(),
});
export type CreatedApplicationSecret = z.infer<typeof createdApplicationSecretSchema>;

/** An application's role assignments grouped by scope: the same shape as a user's. */
export const applicationScopeAssignmentsSchema = userScopeAssignmentsSchema;

const check = (field: string, value: string, ...checks: Rule[]): FieldRuleMessage[] => {
  const message = validate(value, ...checks);
  return message ? [{ field, message }] : [];
};

/** Application profile (section 5): name required. */
export function applicationNameProblems(input: { name: string }): FieldRuleMessage[] {
  return check('name', input.name.trim(), rules.required);
}

/** New application (section 5): name required; aadObjectId required and a GUID. 'Not already used' is the server's. */
export function newApplicationProblems(input: { name: string; aadObjectId: string }): FieldRuleMessage[] {
  return [
    ...applicationNameProblems(input),
    ...check('aadObjectId', input.aadObjectId.trim(), rules.required, rules.guid),
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry a new secret gets: the chosen one, or the default from `now`. */
export function secretExpiry(expiresAt: string | undefined, now = new Date()): Date {
  return expiresAt
    ? new Date(expiresAt)
    : new Date(now.getTime() + APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS * DAY_MS);
}

/** A chosen expiry must be a date after now and at most APPLICATION_SECRET_MAX_EXPIRY_DAYS away. */
export function secretExpiryProblems(input: { expiresAt?: string }, now = new Date()): FieldRuleMessage[] {
  if (input.expiresAt === undefined) return [];
  const at = new Date(input.expiresAt);
  if (
    Number.isNaN(at.getTime()) ||
    at.getTime() <= now.getTime() ||
    at.getTime() > now.getTime() + APPLICATION_SECRET_MAX_EXPIRY_DAYS * DAY_MS
  ) {
    return [
      {
        field: 'expiresAt',
        message: { key: 'secretExpiryRange', params: { max: APPLICATION_SECRET_MAX_EXPIRY_DAYS } },
      },
    ];
  }
  return [];
}
