// The gain engagement the demo's gain tests read through the API: a new tenant's GAIN engagement with
// the demo gain import configuration, seeded in the name of a configurer who is signed in.
import { ROLE_NAMES } from '@cairn/contracts';
import { signedInEngagement, type TestServer } from '../test/test-server.js';
import { seedGainConfigDemo } from './gain-config-demo.js';

export async function gainDemoEngagement(server: TestServer) {
  const { engagementId, user, client } = await signedInEngagement(server, ROLE_NAMES.configurer, {
    features: ['GAIN', 'Pipelines', 'Storage'],
    userName: 'Conor Configurer',
  });
  const by = { id: user.id, name: 'Conor Configurer' };
  await seedGainConfigDemo(server.database.db, engagementId, by);
  return { gainId: engagementId, by, client };
}
