// Readable action names for the audit log's generic rows (issue 27). The request hook knows only the
// route a change came through; the log shows an action, so each route gets a `Noun.Verb` name like
// the explicit events have (`Tenant.Update`, `Run.Cancel`), which the web translates. A name is
// derived from the route (the last resource segment and the method, or a verb segment such as
// `/cancel`), so a new route is named without anyone editing this file; the table below names the
// routes whose derived name would read wrong.

/** Routes whose derived name would mislead, by `METHOD /route` (Fastify's `:param` form). */
const NAMED_ROUTES: Record<string, string> = {
  'PUT /api/engagements/current': 'CurrentEngagement.Choose',
  'PUT /api/engagements/:engagementId/admin': 'Engagement.Update',
  'POST /api/tenants/:tenantId/deployments': 'Tenant.Deploy',
  'PUT /api/tenants/:tenantId/resources': 'TenantResources.Save',
  'POST /api/authorization/role-assignments': 'RoleAssignments.Update',
  // Not the explicit Role.AddPermission: only a call that changed nothing (the permission was there
  // already) gets a generic row, and it must not count as a change.
  'PUT /api/authorization/roles/:roleName/permissions/:permissionName': 'RolePermission.Add',
  'DELETE /api/authorization/roles/:roleName/permissions/:permissionName': 'RolePermission.Remove',
  'PUT /api/authorization/users/:email/profile': 'User.UpdateProfile',
  'POST /api/authorization/users/:email/password-link': 'PasswordLink.Create',
  'DELETE /api/authorization/users/:email/access-tokens/:tokenId': 'AccessToken.Revoke',
  'DELETE /api/profile/access-tokens/:tokenId': 'AccessToken.Revoke',
  'PUT /api/profile/me': 'Profile.Update',
  'POST /api/profile/me/eula': 'Eula.Accept',
  'PUT /api/profile/me/picture': 'ProfilePicture.Update',
  'DELETE /api/profile/me/picture': 'ProfilePicture.Delete',
  'POST /api/engagements/:engagementId/publish': 'Pipelines.Publish',
  'POST /api/engagements/:engagementId/contracts/:layer/:node/versions': 'Contracts.VersionUp',
  'POST /api/engagements/:engagementId/dashboards': 'Dashboard.Upload',
  'POST /api/engagements/:engagementId/gain/import': 'GainImport.Start',
  'POST /api/engagements/:engagementId/gain/promotions': 'Promotion.Promote',
  'POST /api/engagements/:engagementId/gain/requirements-status': 'RequirementsStatus.Update',
  'POST /api/engagements/:engagementId/gain/requirements-status/revert': 'RequirementsStatus.RevertSignOff',
  'POST /api/engagements/:engagementId/gain/test-import-configuration': 'ImportConfiguration.Test',
  'POST /api/pipelines/engagements/:engagementId/import': 'Import.Start',
  'POST /api/pipelines/engagements/:engagementId/runs': 'Run.Start',
  'DELETE /api/engagements/:engagementId/brokers/:brokerId/host-key': 'BrokerHostKey.Reset',
  'PUT /api/nodeModel/engagements/:engagementId/branches/:branch/layers/:layer/nodes/:node/fields':
    'NodeFields.Update',
  'PUT /api/nodeModel/engagements/:engagementId/branches/:branch/layers/:layer/nodes/:node/properties':
    'NodeProperties.Update',
  'PUT /api/storage/engagements/:engagementId/configurations': 'StorageConfiguration.Update',
  'PATCH /api/storage/engagements/:engagementId/:purpose/objects/metadata': 'Metadata.Update',
  'POST /api/storage/engagements/:engagementId/:purpose/files': 'File.Upload',
  'DELETE /api/storage/engagements/:engagementId/:purpose/files': 'File.Delete',
  'POST /api/authorization/applications/:aadObjectId/secrets': 'ApplicationSecret.Create',
  'POST /api/authorization/applications/:aadObjectId/secrets/:secretId/revoke': 'ApplicationSecret.Revoke',
  'POST /api/costs/engagements/:engagementId/stop-cost-saving': 'CostSaving.Stop',
  'POST /api/costs/tenants/:tenantId/stop-cost-saving': 'CostSaving.Stop',
  'POST /api/engagements/:engagementId/dashboards/definitions': 'DashboardDefinition.Create',
  'PUT /api/pipelines/engagements/:engagementId/import/settings': 'ImportSettings.Update',
  'POST /api/rbac/applications/:aadObjectId/sync': 'ApplicationAccess.Sync',
  'POST /api/rbac/engagements/:engagementId/sync': 'EngagementAccess.Sync',
  'POST /api/rbac/users/:email/sync': 'UserAccess.Sync',
  'POST /authorization/login': 'SignIn.Local',
  'POST /authorization/token': 'SignIn.ClientCredentials',
  'POST /authorization/set-password': 'Password.Set',
};

/** A last segment that names what was done rather than what to: `POST .../runs/:runId/cancel`. */
const VERB_SEGMENTS: Record<string, string> = {
  cancel: 'Cancel',
  rerun: 'Rerun',
  restore: 'Restore',
  revoke: 'Revoke',
  sync: 'Sync',
  suspend: 'Suspend',
  resume: 'Resume',
  'retry-delivery': 'RetryDelivery',
  test: 'Test',
  process: 'Process',
  reprocess: 'Reprocess',
  revert: 'Revert',
};

const METHOD_VERBS: Record<string, string> = {
  POST: 'Create',
  PUT: 'Update',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/** Plurals the -s/-es/-ies rules get wrong, and words that are not plurals. */
const SINGULARS: Record<string, string> = {
  settings: 'settings',
  metadata: 'metadata',
  connectors: 'connectors',
  'fx-rate': 'fx-rate',
  status: 'status',
};

function singular(word: string) {
  if (word in SINGULARS) return SINGULARS[word];
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** `api-connection` -> `ApiConnection`. */
const pascal = (word: string) =>
  word
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const isParameter = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

/** `PUT`, `/api/tenants/:tenantId` -> `Tenant.Update`; OpenAPI's `{tenantId}` reads the same. */
export function auditActionOfRoute(method: string, route: string): string {
  const template = route.replace(/\{([^}]+)\}/g, ':$1');
  const named = NAMED_ROUTES[`${method.toUpperCase()} ${template}`];
  if (named) return named;
  const segments = template.split('/').filter(Boolean);
  const statics = segments.filter((segment) => !isParameter(segment) && segment !== 'api');
  const last = segments.at(-1) ?? '';
  const verbSegment = isParameter(last) ? undefined : VERB_SEGMENTS[last];
  const nouns = verbSegment ? statics.slice(0, -1) : statics;
  const noun = pascal(singular(nouns.at(-1) ?? 'request'));
  return `${noun}.${verbSegment ?? METHOD_VERBS[method.toUpperCase()] ?? pascal(method.toLowerCase())}`;
}

/** Rows written before routes were named hold `METHOD /route` as their action: read them named too. */
export function readableAuditAction(action: string): string {
  const raw = /^(POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(action);
  return raw ? auditActionOfRoute(raw[1], raw[2]) : action;
}
