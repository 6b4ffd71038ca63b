// The setup of the hostile-input tests: a test server with an engagement of every feature and a
// platform administrator signed in (past every access check), so that every route can be probed.
import { ENGAGEMENT_FEATURES, PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { signInWithRole, testServer } from '../test/test-server.js';

export async function adminWithEveryFeature() {
  const server = await testServer();
  const db = server.database.db;
  const tenantId = (await buildTenant(db)).id;
  const engagementId = (await buildEngagement(db, tenantId, { features: [...ENGAGEMENT_FEATURES] })).id;
  const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
  return { server, tenantId, engagementId, admin };
}
