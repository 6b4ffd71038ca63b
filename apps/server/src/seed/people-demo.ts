// The demo's people for the admin screens (issue 10): a dozen users across the built-in roles (one
// deactivated), a second application with its secret, a custom role held by someone, folder grants
// at the demo import folder, and the audit log of what the first start created, written as the
// admin did it (the roles through RoleService, so the catalogue's rules and its audit row apply).
import crypto from 'node:crypto';
import {
  engagementScope,
  folderSystemName,
  IMPORT_STORAGE_PURPOSE,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  SCOPE_MASKS,
  storageScope,
  tenantScope,
  type RoleAssignmentUpdate,
} from '@cairn/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { roleAssignments } from '../db/schema/access.js';
import { applications, users } from '../db/schema/identity.js';
import { recordAuditEvent, recordRoleAssignments } from '../modules/audit/audit.service.js';
import { recordApplicationChange } from '../modules/authorization/applications.audit.js';
import { insertSecret } from '../modules/authorization/application-secrets.service.js';
import { RoleService } from '../modules/authorization/roles.service.js';
import { DEMO_IMPORT_FOLDER } from './import-demo.js';
import { assignRole, createUser } from './users.js';

/** A role that is not built in, so the Roles screen has one that can be edited and deleted. */
export const DEMO_CUSTOM_ROLE = {
  name: 'Payroll Reviewer',
  scopeMask: SCOPE_MASKS.engagement,
  description: 'Reviews an engagement: reads the engagement, the model, the runs and the folders',
  permissions: [
    PERMISSIONS.engagementsReader,
    PERMISSIONS.nodeModelGitRead,
    PERMISSIONS.pipelinesRead,
    PERMISSIONS.storageFoldersReader,
  ],
};

export const DEMO_REPORTING_APPLICATION = {
  name: 'Northwind Reporting',
  aadObjectId: '2b7e4c1a-9d3f-4e6b-a8c5-1f0e2d3c4b5a',
};

type Where = 'platform' | 'tenant' | 'regular' | 'gain' | 'importFolder';

interface DemoPerson {
  email: string;
  name: string;
  roles: [role: string, where: Where][];
  disabled?: boolean;
}

/** Besides the four accounts of DEMO_USERS (demo.ts): one or more of every built-in role. */
export const DEMO_PEOPLE: DemoPerson[] = [
  { email: 'superuser@cairn.local', name: 'Sven Superuser', roles: [[ROLE_NAMES.superUser, 'tenant']] },
  {
    email: 'superconfigurer@cairn.local',
    name: 'Sara Superconfigurer',
    roles: [[ROLE_NAMES.superConfigurer, 'gain']],
  },
  { email: 'manager@cairn.local', name: 'Mia Manager', roles: [[ROLE_NAMES.engagementManager, 'regular']] },
  { email: 'gain.consultant@cairn.local', name: 'Gus Gain', roles: [[ROLE_NAMES.consultant, 'gain']] },
  { email: 'reviewer@cairn.local', name: 'Rita Reviewer', roles: [[DEMO_CUSTOM_ROLE.name, 'regular']] },
  {
    email: 'contributor@cairn.local',
    name: 'Cody Contributor',
    roles: [
      [ROLE_NAMES.consultant, 'regular'],
      [ROLE_NAMES.folderContributor, 'importFolder'],
    ],
  },
  {
    email: 'reader@cairn.local',
    name: 'Rhea Reader',
    roles: [
      [ROLE_NAMES.consultant, 'regular'],
      [ROLE_NAMES.folderReader, 'importFolder'],
    ],
  },
  {
    email: 'former@cairn.local',
    name: 'Finn Former',
    roles: [[ROLE_NAMES.consultant, 'regular']],
    disabled: true,
  },
];

export interface PeopleDemoInput {
  password: string;
  tenantId: string;
  engagements: { regular: string; gain: string };
  /** The platform administrator, already holding Admin at /platform: the actor of the audit rows. */
  admin: { id: string; email: string };
}

/**
 * Seeds the people, the second application and the custom role, then writes the audit log of the
 * whole first start (every user, application and role assignment in the database by then, the
 * four accounts and the application of demo.ts included). Returns the second application's secret.
 */
export async function seedPeopleDemo(db: Db, input: PeopleDemoInput) {
  const admin: Principal = {
    type: 'User',
    id: input.admin.id,
    email: input.admin.email,
    sessionKind: 'browser',
  };
  const scopes: Record<Where, string> = {
    platform: PLATFORM_SCOPE,
    tenant: tenantScope(input.tenantId),
    regular: engagementScope(input.engagements.regular),
    gain: engagementScope(input.engagements.gain),
    importFolder: storageScope(input.engagements.regular, IMPORT_STORAGE_PURPOSE, [
      folderSystemName(DEMO_IMPORT_FOLDER),
    ]),
  };
  const system = { type: 'System' as const, label: 'cairn seed' };
  await recordAuditEvent(db, {
    action: 'Tenant.Create',
    actor: system,
    target: 'Northwind Holding',
    scope: scopes.tenant,
  });
  for (const engagement of ['regular', 'gain'] as const)
    await recordAuditEvent(db, { action: 'Engagement.Create', actor: system, scope: scopes[engagement] });

  await new RoleService(db, new AccessService(db)).create(admin, DEMO_CUSTOM_ROLE);

  const reportingSecret = crypto.randomBytes(24).toString('base64url');
  const [reporting] = await db.insert(applications).values(DEMO_REPORTING_APPLICATION).returning();
  await insertSecret(db, reporting.id, reportingSecret, { description: 'Demo secret' });
  await assignRole(db, { type: 'Application', id: reporting.id }, ROLE_NAMES.consultant, scopes.gain);
  for (const person of DEMO_PEOPLE) {
    const user = await createUser(db, { ...person, password: input.password });
    for (const [role, where] of person.roles)
      await assignRole(db, { type: 'User', id: user.id }, role, scopes[where]);
  }

  await recordFirstStart(db, admin);
  return { ...DEMO_REPORTING_APPLICATION, secret: reportingSecret };
}

/** The audit rows of the people, applications and assignments the seed wrote, as the admin's actions. */
async function recordFirstStart(db: Db, admin: Principal & { type: 'User' }) {
  const people = await db.select().from(users).orderBy(users.createdAt);
  for (const user of people) {
    // The administrator came with the installation; everyone else was onboarded by them.
    const actor = user.id === admin.id ? { type: 'System' as const, label: 'cairn seed' } : admin;
    await recordAuditEvent(db, { action: 'User.Create', actor, target: user.email, scope: PLATFORM_SCOPE });
    if (user.disabled)
      await recordAuditEvent(db, {
        action: 'User.Deactivate',
        actor: admin,
        target: user.email,
        scope: PLATFORM_SCOPE,
      });
  }
  const apps = await db.select().from(applications).orderBy(applications.name);
  for (const application of apps) {
    await recordApplicationChange(db, admin, 'Application.Create', application);
    await recordApplicationChange(db, admin, 'ApplicationSecret.Create', application, {
      description: 'Demo secret',
    });
  }
  // Assignees as the API names them: a user's e-mail, an application's aadObjectId.
  const names = new Map([
    ...people.map((u) => [u.id, u.email] as const),
    ...apps.map((a) => [a.id, a.aadObjectId] as const),
  ]);
  const assignments = await db.select().from(roleAssignments).orderBy(roleAssignments.scope);
  const updates: RoleAssignmentUpdate[] = assignments.map((a) => ({
    principalId: names.get(a.principalId) ?? a.principalId,
    principalType: a.principalType,
    roleName: a.roleName,
    scope: a.scope,
    action: 'Add',
  }));
  await recordRoleAssignments(
    db,
    admin,
    updates.map((update) => ({ update, status: 200 as const })),
  );
}
