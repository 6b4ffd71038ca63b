// Turning the node model on for an engagement whose repository lives on a git server (issue 30): the
// repository did not exist there yet, the save answered a bare 500 with the feature already on, and
// saving again did not finish it. Now the repository is checked before anything is saved: a missing
// one refuses the save with what is missing (nothing changed), and once it exists the save turns the
// node model on with its first branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { gitCli } from '../node-model/node-model.test-helpers.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { startGitServer } from '../../test/git-server.js';
import { signInWithRole, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';

const CREDENTIALS = { username: 'cairn-bot', password: 'git-token-123' };

describe('turning the node model on with its repository on a git server', () => {
  let git: Awaited<ReturnType<typeof startGitServer>>;
  let server: TestServer;
  let admin: SignedInClient;
  let engagementId: string;

  beforeAll(async () => {
    git = await startGitServer(CREDENTIALS, { createOnRequest: false });
    server = await testServer({
      CAIRN_NODE_MODEL_GIT_URL: `${git.url}/{engagementId}.git`,
      CAIRN_NODE_MODEL_GIT_USERNAME: CREDENTIALS.username,
      CAIRN_NODE_MODEL_GIT_TOKEN: CREDENTIALS.password,
    });
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id, { features: ['Storage'] })).id;
    admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await git?.stop();
  });

  const turnOn = () =>
    admin.request('PUT', `/api/engagements/${engagementId}/admin`, {
      name: 'Modelled Engagement',
      features: '["Storage","NodeModelGit"]',
      resourceIds: [],
    });
  const features = async () =>
    (await admin.request('GET', `/api/engagements/${engagementId}/admin`)).json<{ features: string[] }>()
      .features;

  it('refuses the save while the repository is missing, then turns the node model on once it exists', async () => {
    const refused = await turnOn();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'nodeModelRepositoryMissing',
      detail: `The node model's repository ${git.url}/${engagementId}.git does not exist on its git server: create it there (an empty repository is fine), then save again.`,
    });
    // Nothing of the save was applied: not the name, not the feature.
    expect(await features()).toEqual(['Storage']);

    git.create(`${engagementId}.git`);
    const saved = await turnOn();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ features: ['Storage', 'NodeModelGit'] });
    expect(gitCli(git.gitdir(`${engagementId}.git`), 'branch', '--format=%(refname:short)').trim()).toBe(
      'main',
    );
  }, 60_000);
});
