// Two tenants for the administration API tests: Alpha, with the engagement Alpha Payroll, and Bravo
// (the other tenant, whose records answer 404), and their callers — a platform administrator, Alpha's
// Super User, a user of the engagement, and a user holding nothing.
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, tenantScope } from '@cairn/contracts';
import { buildEngagement, buildTenant } from './factories.js';
import { signInNewUser, type TestServer } from './test-server.js';

export async function alphaAndBravo(
  server: TestServer,
  input: { engagementFeatures?: string[]; engagementRole: string; engagementUserName?: string },
) {
  const db = server.database.db;
  const tenantA = (await buildTenant(db, 'Alpha Tenant')).id;
  const tenantB = (await buildTenant(db, 'Bravo Tenant')).id;
  const engagementA = (
    await buildEngagement(db, tenantA, { name: 'Alpha Payroll', features: input.engagementFeatures })
  ).id;
  const user = (name: string, roles: { role: string; scope: string }[]) =>
    signInNewUser(server, { name, roles });
  return {
    tenantA,
    tenantB,
    engagementA,
    admin: await user('Ada Admin', [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }]),
    superUserA: await user('Sam Super', [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantA) }]),
    engagementUser: await user(input.engagementUserName ?? 'Eve Engagement', [
      { role: input.engagementRole, scope: engagementScope(engagementA) },
    ]),
    nobody: await user('Nina Nobody', []),
  };
}
