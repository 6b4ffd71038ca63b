// Users administration (admin-console.md sections 2 "Users overview" / "User details", 3, 5 and 7):
// the list, a user's two sides (authorization: name, e-mail, disabled; profile: display name,
// language, template, job title), creating one, the set-password link of a local account, and a
// user's role assignments grouped by scope. The rules of section 5 live here once: the server
// answers a 400 with their keys, the web forms check the same rules before sending.
import { z } from 'zod';
import './zod-messages.js';
import { MIN_NAME_LENGTH } from './constants.js';
import { localeSchema, templateSchema } from './api.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { rules, validate, type RuleMessage } from './validation.js';

/** A local account's password (the spec names none): long rather than clever. */
export const PASSWORD_LENGTH = { min: 12, max: 200 } as const;
/** How long a set-password link works; it works once. */
export const SET_PASSWORD_LINK_HOURS = 72;
export const MAX_EMAIL_LENGTH = 320;
export const MAX_USER_NAME_LENGTH = 100;
export const MAX_JOB_TITLE_LENGTH = 100;

export const userListQuerySchema = pagedQuerySchema(['name', 'email']);

/** What the caller may do with a user (computed by the server's users.policy.ts). */
export const userAbilitiesSchema = z.object({
  update: z.boolean(),
  /** Activate or deactivate; never oneself. */
  activate: z.boolean(),
  /** Issue a set-password link (local accounts, no identity provider configured). */
  createPasswordLink: z.boolean(),
  /** Open the add-role-assignment dialog; each grant is still bounded by the caller's own rights. */
  assignRoles: z.boolean(),
});
export type UserAbilities = z.infer<typeof userAbilitiesSchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  abilities: userAbilitiesSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;
export const pagedUsersSchema = pagedResultSchema(userListItemSchema);

export const userProfileSchema = z.object({
  displayName: z.string(),
  language: localeSchema,
  templateName: templateSchema,
  jobTitle: z.string().nullable(),
});

export const userDetailSchema = userListItemSchema.extend({
  aadObjectId: z.string().nullable(),
  /** Has a password of its own (else signs in through the identity provider or has not set one yet). */
  hasPassword: z.boolean(),
  profile: userProfileSchema,
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const createUserSchema = z.object({
  name: z.string().max(MAX_USER_NAME_LENGTH),
  email: z.string().max(MAX_EMAIL_LENGTH),
  language: localeSchema,
  templateName: templateSchema,
});
export type CreateUser = z.infer<typeof createUserSchema>;

/** How the new user gets in: a set-password link shown once, or the identity provider. */
export const userSignInSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setPasswordLink'), url: z.string(), expiresAt: z.string() }),
  z.object({ kind: z.literal('identityProvider'), loginUrl: z.string() }),
]);
export type UserSignIn = z.infer<typeof userSignInSchema>;
export const createUserResultSchema = z.object({ user: userDetailSchema, signIn: userSignInSchema });
export type CreateUserResult = z.infer<typeof createUserResultSchema>;
export const passwordLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** The profile form of User details (spec: profileModel). */
export const updateUserProfileSchema = z.object({
  displayName: z.string().max(MAX_USER_NAME_LENGTH),
  language: localeSchema,
  templateName: templateSchema,
  jobTitle: z.string().max(MAX_JOB_TITLE_LENGTH).nullish(),
});
export type UpdateUserProfile = z.infer<typeof updateUserProfileSchema>;

/** The authorization side (spec: authorizationModel); `disabled` alone is the list's toggle. */
export const updateUserAuthorizationSchema = z.object({
  name: z.string().max(MAX_USER_NAME_LENGTH).optional(),
  disabled: z.boolean().optional(),
});
export type UpdateUserAuthorization = z.infer<typeof updateUserAuthorizationSchema>;

export const setPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(1000),
});

/** One role a user holds at a scope, and whether the caller may take it away. */
export const userScopeAssignmentsSchema = z.object({
  scope: z.string(),
  scopeKind: z.enum(['platform', 'tenant', 'engagement', 'storage']),
  /** The tenant's or engagement's name; the folder path for a folder scope; '' for the platform. */
  scopeName: z.string(),
  roles: z.array(z.object({ name: z.string(), abilities: z.object({ remove: z.boolean() }) })),
});
export type UserScopeAssignments = z.infer<typeof userScopeAssignmentsSchema>;

/** A role offered by the add-role-assignment dialog. */
export const assignableRoleSchema = z.object({
  name: z.string(),
  scopeMask: z.string(),
  description: z.string(),
  /** What the role allows (the dialog says which steps of the data journey that covers). */
  permissions: z.array(z.string()),
});
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export interface FieldRuleMessage {
  field: string;
  message: RuleMessage;
}

const check = (
  field: string,
  value: string,
  ...checks: Parameters<typeof validate>[1][]
): FieldRuleMessage[] => {
  const message = validate(value, ...checks);
  return message ? [{ field, message }] : [];
};

const pleaseProvideName = (v: string): RuleMessage | null =>
  v.trim() === '' ? { key: 'pleaseProvideName' } : null;

/** New user (section 5): name 'please provide name', a valid e-mail; 'not already used' is the server's. */
export function newUserProblems(input: { name: string; email: string }): FieldRuleMessage[] {
  return [
    ...check('name', input.name, pleaseProvideName),
    ...check('email', input.email.trim(), rules.required, rules.email),
  ];
}

/** Profile edit (section 5): name required and at least MIN_NAME_LENGTH characters. */
export function userProfileProblems(input: { displayName: string }): FieldRuleMessage[] {
  return check('displayName', input.displayName.trim(), rules.required, rules.minLength(MIN_NAME_LENGTH));
}

export function passwordProblems(password: string): FieldRuleMessage[] {
  return check(
    'password',
    password,
    rules.required,
    rules.minLength(PASSWORD_LENGTH.min),
    rules.maxLength(PASSWORD_LENGTH.max),
  );
}

export const userRules = { pleaseProvideName };
