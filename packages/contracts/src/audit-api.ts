// The audit log (issue 10 "Audit log"): one row per security event, read by platform admins through
// a paged, filtered list and a CSV export of the same filters. The rows are written by the server
// (apps/server/src/modules/audit); these are the shapes the screen and the export agree on.
import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { PERMISSIONS } from './permissions.js';
import { PLATFORM_SCOPE } from './scopes.js';

/** Reading the audit log needs this permission at the platform (the web's canReadGlobalAuthorization). */
export const AUDIT_READ_PERMISSION = PERMISSIONS.authorizationReader;
export const AUDIT_READ_SCOPE = PLATFORM_SCOPE;
/** The CSV export stops after this many rows (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;
export const MAX_AUDIT_FILTER_LENGTH = 200;

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The events written explicitly; every other change made through the API is `<METHOD> <route>`. */
export const AUDIT_ACTIONS = {
  signInLocal: 'SignIn.Local',
  signInOidc: 'SignIn.Oidc',
  signInClientCredentials: 'SignIn.ClientCredentials',
  accessDenied: 'Access.Denied',
  fileUpload: 'File.Upload',
  fileDownload: 'File.Download',
  fileDelete: 'File.Delete',
  runStart: 'Run.Start',
  runCancel: 'Run.Cancel',
  accessTokenCreate: 'AccessToken.Create',
  accessTokenRevoke: 'AccessToken.Revoke',
} as const;

const filterText = z.string().trim().max(MAX_AUDIT_FILTER_LENGTH).optional();
const isoTime = z.iso.datetime({ offset: true }).optional();

/** Filters of the list and the export: actor e-mail contains, scope and action by prefix, time range (inclusive). */
export const auditFilterSchema = z.object({
  actor: filterText,
  scope: filterText,
  action: filterText,
  from: isoTime,
  to: isoTime,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = pagedQuerySchema(['at']).extend(auditFilterSchema.shape);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
  principalType: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  scope: z.string().nullable(),
  tenantId: z.string().nullable(),
  engagementId: z.string().nullable(),
  /** The names of the event's engagement and tenant, and of its target when that is one of them. */
  engagementName: z.string().nullable(),
  tenantName: z.string().nullable(),
  targetName: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  status: z.number().int(),
  requestId: z.string().nullable(),
  /** What else the writer recorded (roles moved, the permission lacking); never a secret. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const pagedAuditEventsSchema = pagedResultSchema(auditEventSchema);
