// The foundation's hot paths, through the HTTP layer (inject) on embedded PGlite: an authorised
// API call and the permission query the shell makes on every engagement switch; and sign-in, whose
// cost is dominated by argon2id on purpose.
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, testServer } from '../test/test-server.js';
import { report, timeIt } from './report.js';

export const name = 'access';

export async function run(prefix: string) {
  const server = await testServer();
  try {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const engagements = [];
    for (let i = 0; i < 50; i++) engagements.push(await buildEngagement(db, tenant.id));
    const user = await buildUser(db, {
      roles: engagements.map((e) => ({ role: ROLE_NAMES.consultant, scope: engagementScope(e.id) })),
    });
    const client = await signIn(server, user.email, PASSWORD);
    const target = engagements[25].id;
    await timeIt(20, () => client.request('GET', `/api/engagements/${target}`)); // warm-up
    report(
      prefix,
      'access.get_engagement.ms',
      await timeIt(300, () => client.request('GET', `/api/engagements/${target}`)),
      'ms',
    );
    report(
      prefix,
      'access.permission_query.ms',
      await timeIt(300, () =>
        client.request('POST', '/api/authorization/permissions/query', { scope: engagementScope(target) }),
      ),
      'ms',
    );
    report(
      prefix,
      'access.my_engagements_50.ms',
      await timeIt(100, () => client.request('GET', '/api/engagements/mine')),
      'ms',
    );
    report(prefix, 'auth.sign_in.ms', await timeIt(20, () => signIn(server, user.email, PASSWORD)), 'ms');
  } finally {
    await server.close();
  }
}
