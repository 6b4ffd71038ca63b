// Shapes of the API shared by the server (route schemas, OpenAPI) and the web app (typed fetchers).
import { z } from 'zod';
import './zod-messages.js';
import { CLOUD_PROVIDERS, LOCALES, TEMPLATES } from './constants.js';
import { ENGAGEMENT_FEATURES } from './features.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';

export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errorId: z.string(),
  code: z.string().optional(),
  /** Field errors of a 400: the field's path and the message of the spec's rule. */
  errors: z
    .array(z.object({ field: z.string(), message: z.string(), key: z.string().optional() }))
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * The code of a 503 answered while a database Cairn needs (its metadata store, a PostgreSQL
 * warehouse) cannot be reached (restarting, down): nothing is wrong with the request; it works again
 * once the database is back (Retry-After says when to ask).
 */
export const DATABASE_UNAVAILABLE_CODE = 'databaseUnavailable';

/** The older name of pagedResultSchema (paging.ts), kept for the lists that use it. */
export const paged = pagedResultSchema;

export const serviceNames = [
  'authorisation',
  'nodeModel',
  'reporting',
  'infra',
  'profile',
  'pipelines',
  'storage',
  'engagements',
  'dashboarding',
  'rbac',
  'costManagement',
  'connectors',
  'gainBff',
  'bff',
] as const;

export const appSettingsSchema = z.object({
  sso: z.object({
    /** 'local' (Cairn's own sign-in form) or 'oidc' (an external identity provider). */
    mode: z.enum(['local', 'oidc']),
    localLoginEnabled: z.boolean(),
    issuer: z.string().optional(),
    clientId: z.string().optional(),
    loginUrl: z.string(),
    logoutUrl: z.string(),
    refreshTokenUrl: z.string(),
  }),
  cloudProvider: z.enum(CLOUD_PROVIDERS),
  environment: z.string(),
  versionNo: z.string(),
  pipelineNames: z.record(z.string(), z.array(z.string())),
  baseAddresses: z.record(z.enum(serviceNames), z.string()),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const localeSchema = z.enum(LOCALES);
export const templateSchema = z.enum(TEMPLATES);

export const currentUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  eulaAcceptedDate: z.string().nullable(),
  jobTitle: z.string().nullable(),
  language: localeSchema,
  lastLoginDate: z.string().nullable(),
  /** Address of the 48x48 picture; the other sizes use ?size=120 and ?size=240. Null when none. */
  profileImage: z.string().nullable(),
  templateName: templateSchema,
  /** 'ok', or why the user may not work yet (workspace.md section 8). */
  tenantStatus: z.enum(['ok', 'noTenant', 'noSelectedTenant']),
  currentEngagementId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateProfileSchema = z.object({
  language: localeSchema,
  displayName: z.string().trim().min(3).max(100),
  templateName: templateSchema,
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const engagementSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  features: z.array(z.enum(ENGAGEMENT_FEATURES)),
  resourceIds: z.array(z.string()),
});
export type Engagement = z.infer<typeof engagementSchema>;

/**
 * The engagements I see (those of /api/engagements/mine) a page at a time, searched by name: the
 * pickers of the web app ask for these, so a user of 5,000 engagements never loads them all.
 */
export const myEngagementsQuerySchema = pagedQuerySchema(['name']);
export const pagedEngagementsSchema = pagedResultSchema(engagementSchema);

/** A tenant of the engagements I see: what a tenant picker offers to those who may not read tenants. */
export const myTenantSchema = z.object({ id: z.string(), name: z.string() });
export type MyTenant = z.infer<typeof myTenantSchema>;
export const myTenantsQuerySchema = pagedQuerySchema(['name']);
export const pagedMyTenantsSchema = pagedResultSchema(myTenantSchema);

export const setCurrentEngagementSchema = z.object({ engagementId: z.string().nullable() });

export const permissionQuerySchema = z.object({ scope: z.string().min(1).max(1000) });
export const permissionQueryResultSchema = z.object({
  scope: z.string(),
  permissions: z.array(z.object({ name: z.string(), allowed: z.boolean() })),
});
export type PermissionQueryResult = z.infer<typeof permissionQueryResultSchema>;

export const localLoginSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
  postLoginRedirect: z.string().max(2000).optional(),
});
export const localLoginResultSchema = z.object({ redirect: z.string() });
