// The callers of the access catalogue's API tests (roles, permissions): a platform administrator, a
// tenant-scoped Super User and an engagement consultant (both refused: the catalogue is read at
// /platform), and a user of each custom platform role the test needs, the role made first.
import { PLATFORM_SCOPE, ROLE_NAMES, SCOPE_MASKS, engagementScope, tenantScope } from '@cairn/contracts';
import { rolePermissions, roles } from '../db/schema/access.js';
import { buildEngagement, buildTenant } from './factories.js';
import { useFixture } from './fixture.js';
import { signInWithRole, type SignedInClient, type TestServer } from './test-server.js';

export interface CustomRole {
  name: string;
  description?: string;
  permissions: string[];
}

async function catalogueCallers<Key extends string>(
  server: TestServer,
  customRoles: Record<Key, CustomRole>,
) {
  const db = server.database.db;
  const tenantId = (await buildTenant(db)).id;
  const engagementId = (await buildEngagement(db, tenantId)).id;
  const made = Object.values<CustomRole>(customRoles);
  await db
    .insert(roles)
    .values(made.map(({ name, description }) => ({ name, scopeMask: SCOPE_MASKS.platform, description })));
  await db
    .insert(rolePermissions)
    .values(
      made.flatMap((role) =>
        role.permissions.map((permissionName) => ({ roleName: role.name, permissionName })),
      ),
    );
  const user = (role: string, scope: string) => signInWithRole(server, role, scope);
  const callers = {
    tenantId,
    engagementId,
    admin: await user(ROLE_NAMES.admin, PLATFORM_SCOPE),
    tenantSuperUser: await user(ROLE_NAMES.superUser, tenantScope(tenantId)),
    consultant: await user(ROLE_NAMES.consultant, engagementScope(engagementId)),
  };
  const custom = {} as Record<Key, SignedInClient>;
  for (const key of Object.keys(customRoles) as Key[])
    custom[key] = await user(customRoles[key].name, PLATFORM_SCOPE);
  return { ...callers, ...custom };
}

/** The callers of a describe block, made before its tests; `customRoles`: per key, a custom platform
 * role, its user signed in under that key. */
export function useCatalogueCallers<Key extends string>(
  server: TestServer,
  customRoles: Record<Key, CustomRole>,
) {
  return useFixture(() => catalogueCallers(server, customRoles), undefined, 60_000);
}
