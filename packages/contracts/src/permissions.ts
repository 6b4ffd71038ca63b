// The permission catalogue and the built-in roles (workspace.md and admin-console.md section 6).
// Permission names are dot-delimited so the role form can show them as a tree.
// docs/permissions.md explains the catalogue; a test keeps the two in step.
import type { ParsedScope } from './scopes.js';

export const REQUIREMENTS_STATUSES = [
  'NotStarted',
  'RequirementsStarted',
  'MappingInProgress',
  'ReadyForImplementation',
  'ReadyForTesting',
  'SignedOff',
] as const;
export type RequirementsStatus = (typeof REQUIREMENTS_STATUSES)[number];

export const PERMISSIONS = {
  authorizationReader: 'Authorization.Reader',
  authorizationWriter: 'Authorization.Writer',
  usersReader: 'Users.Reader',
  usersWriter: 'Users.Writer',
  connectorsConfigurationWriter: 'Connectors.Configuration.Writer',
  dashboardingPowerBiReader: 'Dashboarding.PowerBi.Reader',
  dashboardingPowerBiWriter: 'Dashboarding.PowerBi.Writer',
  engagementsReader: 'Engagements.Reader',
  engagementsWriter: 'Engagements.Writer',
  feedbackReader: 'Feedback.Reader',
  feedbackWriter: 'Feedback.Writer',
  gainConfigurationImportReader: 'GAIN.BFF.Configuration.Import.Reader',
  gainConfigurationImportWriter: 'GAIN.BFF.Configuration.Import.Writer',
  gainSignOffRevert: 'GAIN.BFF.RequirementsStatus.SignOff.Revert',
  infraCostsReader: 'Infra.Costs.Reader',
  infraTenantReader: 'Infra.Tenant.Reader',
  infraTenantWriter: 'Infra.Tenant.Writer',
  nodeModelGitRead: 'NodeModel.Git.Read',
  nodeModelGitWrite: 'NodeModel.Git.Write',
  pipelinesRead: 'Pipelines.Read',
  pipelinesStart: 'Pipelines.Start',
  pipelinesWrite: 'Pipelines.Write',
  rbacApply: 'RBAC.Apply',
  rbacTasksRead: 'RBAC.Tasks.Read',
  storageFoldersReader: 'Storage.Folders.Reader',
  storageFoldersWriter: 'Storage.Folders.Writer',
} as const;
export type PermissionKey = keyof typeof PERMISSIONS;

export const requirementsStatusWriter = (status: RequirementsStatus) =>
  `GAIN.BFF.RequirementsStatus.Writer.${status}`;

export interface PermissionDefinition {
  name: string;
  category: string;
  description: string;
}

const describe = (name: string, description: string): PermissionDefinition => ({
  name,
  category: name.split('.')[0],
  description,
});

export const PERMISSION_CATALOGUE: PermissionDefinition[] = [
  describe(PERMISSIONS.authorizationReader, 'Read roles, permissions and role assignments at the scope'),
  describe(PERMISSIONS.authorizationWriter, 'Change role assignments (including folder access) at the scope'),
  describe(PERMISSIONS.usersReader, 'Read the global lists of users and applications'),
  describe(PERMISSIONS.usersWriter, 'Create, update, activate and deactivate users and applications'),
  describe(PERMISSIONS.connectorsConfigurationWriter, 'Write the connectors configuration of an engagement'),
  describe(PERMISSIONS.dashboardingPowerBiReader, 'Read Power BI and Analysis Services dashboards'),
  describe(PERMISSIONS.dashboardingPowerBiWriter, 'Upload and delete dashboards, pause and resume services'),
  describe(PERMISSIONS.engagementsReader, 'Read engagements'),
  describe(PERMISSIONS.engagementsWriter, 'Create engagements and change their settings and configuration'),
  describe(
    PERMISSIONS.feedbackReader,
    'Read the feedback and help requests users send (checked at the platform)',
  ),
  describe(
    PERMISSIONS.feedbackWriter,
    'Change the status of feedback and help requests (checked at the platform)',
  ),
  describe(PERMISSIONS.gainConfigurationImportReader, 'Read the Gain import configuration'),
  describe(PERMISSIONS.gainConfigurationImportWriter, 'Change the Gain import configuration'),
  ...REQUIREMENTS_STATUSES.map((s) =>
    describe(requirementsStatusWriter(s), `Set the Gain requirements status to ${s}`),
  ),
  describe(
    PERMISSIONS.gainSignOffRevert,
    'Revert a Gain sign-off with a reason, which lifts its editing lock (checked at the platform)',
  ),
  describe(PERMISSIONS.infraCostsReader, 'Read the costs of a tenant and its engagements'),
  describe(PERMISSIONS.infraTenantReader, 'Read tenants, their resources and deployments'),
  describe(PERMISSIONS.infraTenantWriter, 'Create and change tenants, compose resources and deploy'),
  describe(PERMISSIONS.nodeModelGitRead, 'Read the git node model and its data contracts'),
  describe(PERMISSIONS.nodeModelGitWrite, 'Change the git node model (branches, nodes, queries, tests)'),
  describe(PERMISSIONS.pipelinesRead, 'Read pipelines, orchestrations and their runs'),
  describe(PERMISSIONS.pipelinesStart, 'Start, cancel and rerun pipeline and orchestration runs'),
  describe(
    PERMISSIONS.pipelinesWrite,
    'Hide and rename pipelines, save orchestrations (with Pipelines.Start), publish a branch, version up data contracts',
  ),
  describe(PERMISSIONS.rbacApply, 'Apply (sync) RBAC for users and applications'),
  describe(PERMISSIONS.rbacTasksRead, 'Read RBAC tasks'),
  describe(PERMISSIONS.storageFoldersReader, 'Read storage folders and download files'),
  describe(PERMISSIONS.storageFoldersWriter, 'Create folders, upload, delete files and edit metadata'),
];

export const ALL_PERMISSION_NAMES = PERMISSION_CATALOGUE.map((p) => p.name);

/** Scope masks a role can carry. Three segments mean a tenant or engagement scope. */
export const SCOPE_MASKS = {
  platform: '/platform',
  tenant: '/tenants/{tenantId}',
  engagement: '/engagements/{engagementId}',
  folder: '/engagements/{engagementId}/storage/{path}',
} as const;

export interface BuiltInRole {
  name: string;
  scopeMask: string;
  description: string;
  permissions: string[];
}

const P = PERMISSIONS;

/**
 * Permissions only the platform's Admin holds: managing the global user list, lifting a Gain
 * sign-off, which a tenant's or engagement's own people must not be able to undo, and the feedback of
 * every tenant's users (it names people and pages of other tenants).
 */
const PLATFORM_ONLY: readonly string[] = [
  P.usersWriter,
  P.gainSignOffRevert,
  P.feedbackReader,
  P.feedbackWriter,
];
const engagementWork = [
  P.engagementsReader,
  P.nodeModelGitRead,
  P.nodeModelGitWrite,
  P.pipelinesRead,
  P.pipelinesStart,
  P.storageFoldersReader,
  P.storageFoldersWriter,
  P.dashboardingPowerBiReader,
  P.gainConfigurationImportReader,
  P.gainConfigurationImportWriter,
];

export const ROLE_NAMES = {
  admin: 'Admin',
  superUser: 'Super User',
  superConfigurer: 'Super Configurer',
  configurer: 'Configurer',
  engagementManager: 'Engagement Manager',
  consultant: 'Engagement Consultant',
  folderContributor: 'Engagement Folder Contributor',
  folderReader: 'Engagement Folder Reader',
} as const;

export const BUILT_IN_ROLES: BuiltInRole[] = [
  {
    name: ROLE_NAMES.admin,
    scopeMask: SCOPE_MASKS.platform,
    description: 'Platform administrator: every permission everywhere',
    permissions: ALL_PERMISSION_NAMES,
  },
  {
    name: ROLE_NAMES.superUser,
    scopeMask: SCOPE_MASKS.tenant,
    description: 'Runs one tenant: its resources, deployments, engagements, access and costs',
    permissions: ALL_PERMISSION_NAMES.filter((p) => !PLATFORM_ONLY.includes(p)),
  },
  {
    name: ROLE_NAMES.superConfigurer,
    scopeMask: SCOPE_MASKS.engagement,
    description: 'Configures an engagement fully, including pipelines, connectors, dashboards and access',
    permissions: [
      ...engagementWork,
      P.pipelinesWrite,
      P.connectorsConfigurationWriter,
      P.dashboardingPowerBiWriter,
      P.authorizationReader,
      P.authorizationWriter,
      P.rbacTasksRead,
      P.rbacApply,
      P.infraCostsReader,
      P.engagementsWriter,
    ],
  },
  {
    name: ROLE_NAMES.configurer,
    scopeMask: SCOPE_MASKS.engagement,
    description: 'Builds the data journey of an engagement: node model, pipelines, storage, dashboards',
    permissions: [...engagementWork, P.dashboardingPowerBiWriter],
  },
  {
    name: ROLE_NAMES.engagementManager,
    scopeMask: SCOPE_MASKS.engagement,
    description: 'Manages who has access to an engagement and its folders',
    permissions: [
      P.engagementsReader,
      P.authorizationReader,
      P.authorizationWriter,
      P.rbacTasksRead,
      P.rbacApply,
      P.nodeModelGitRead,
      P.pipelinesRead,
      P.dashboardingPowerBiReader,
      P.infraCostsReader,
    ],
  },
  {
    name: ROLE_NAMES.consultant,
    scopeMask: SCOPE_MASKS.engagement,
    description: 'Works in an engagement: reads the model, runs and dashboards; folders need folder access',
    permissions: [P.engagementsReader, P.nodeModelGitRead, P.pipelinesRead, P.dashboardingPowerBiReader],
  },
  {
    name: ROLE_NAMES.folderContributor,
    scopeMask: SCOPE_MASKS.folder,
    description: 'Reads and writes one storage folder and everything below it',
    permissions: [P.storageFoldersReader, P.storageFoldersWriter],
  },
  {
    name: ROLE_NAMES.folderReader,
    scopeMask: SCOPE_MASKS.folder,
    description: 'Reads one storage folder and everything below it',
    permissions: [P.storageFoldersReader],
  },
];

/**
 * Permissions that Authorization.Writer stands for at a storage folder: granting folder access is
 * what that permission is for ("including folder access"), and the Engagement Manager, who grants it
 * (workspace.md section 6, even to themselves), holds no folder access of its own.
 */
export const FOLDER_ACCESS_PERMISSIONS: readonly string[] = [P.storageFoldersReader, P.storageFoldersWriter];

/**
 * What a caller holding `held` at a scope lacks to add or remove there a role with `rolePermissions`:
 * Authorization.Writer, then every permission of the role, so nobody hands out more than they hold.
 * `held` counts what is held at the scope or above it, so a grant above the caller's own scope lacks
 * everything. Empty when the caller may.
 */
export function missingToGrant(
  held: ReadonlySet<string>,
  rolePermissions: readonly string[],
  scopeKind: ParsedScope['kind'],
): string[] {
  if (!held.has(P.authorizationWriter)) return [P.authorizationWriter];
  const standIns = scopeKind === 'storage' ? FOLDER_ACCESS_PERMISSIONS : [];
  return rolePermissions.filter((p) => !held.has(p) && !standIns.includes(p));
}
