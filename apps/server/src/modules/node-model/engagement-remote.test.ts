// A node model in the git repository its engagement's node model configuration names by address
// (NodeModelRepositoryId), signed in with the card's user name and the token kept in the secret
// store: the first read creates main there, a node written through the API is pushed there, and
// another engagement stays in Cairn. The address is checked as an outbound address (a local one is
// refused unless CAIRN_OUTBOUND_ALLOW lists it) and cannot carry credentials; a wrong token fails
// the read without the token in the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { OutboundAddresses } from '../../net/outbound-addresses.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { startGitServer } from '../../test/git-server.js';
import { signIn, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';
import { engagementRemotes } from './engagement-remote.js';
import { commitLines } from './node-model.test-helpers.js';

const CREDENTIALS = { username: 'engagement-bot', password: 'engagement-token-456' };

let git: Awaited<ReturnType<typeof startGitServer>>;
let server: TestServer;
let writer: SignedInClient;
let engagementId: string;
let localEngagementId: string;

const saveNodeModel = (id: string, repositoryId: string, token?: string) =>
  writer.request('PUT', `/api/engagements/${id}/configurations/nodeModel`, {
    values: {
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: {
        NodeModelRepositoryId: repositoryId,
        NodeModelGitUsername: CREDENTIALS.username,
      },
    },
    ...(token !== undefined && { secrets: { 'nodeModelPlatformConfiguration.NodeModelGitToken': token } }),
  });
const branches = (id: string) => writer.request('GET', `/api/nodeModel/engagements/${id}/branches`);

beforeAll(async () => {
  git = await startGitServer(CREDENTIALS);
  server = await testServer({ CAIRN_OUTBOUND_ALLOW: 'loopback' });
  const db = server.database.db;
  const tenantId = (await buildTenant(db)).id;
  engagementId = (await buildEngagement(db, tenantId, { features: ['NodeModelGit'] })).id;
  localEngagementId = (await buildEngagement(db, tenantId, { features: ['NodeModelGit'] })).id;
  const user = await buildUser(db, {
    roles: [engagementId, localEngagementId].map((id) => ({
      role: ROLE_NAMES.superConfigurer,
      scope: engagementScope(id),
    })),
  });
  writer = await signIn(server, user.email, PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await git?.stop();
});

describe("an engagement's own git repository", () => {
  it('refuses an address with credentials in it, and one that is not http(s)', async () => {
    for (const [address, message] of [
      [
        `http://bot:secret@127.0.0.1:1/x.git`,
        'Put the user name and token in their own fields, not in the address',
      ],
      ['ftp://127.0.0.1/x.git', 'Please provide an http or https address'],
    ]) {
      const res = await saveNodeModel(engagementId, address);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ field: 'nodeModelPlatformConfiguration.NodeModelRepositoryId', message }),
      );
    }
  });

  it('keeps the node model there: main created on the first read, a written node pushed', async () => {
    const saved = await saveNodeModel(engagementId, `${git.url}/payroll.git`, CREDENTIALS.password);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await branches(engagementId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().map((b: { name: string }) => b.name)).toEqual(['main']);
    const added = await writer.request(
      'POST',
      `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model/nodes`,
      { name: 'payroll_lines' },
    );
    expect(added.statusCode, added.body).toBe(201);
    const lines = commitLines(git.gitdir('payroll.git'), 'main');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/payroll_lines/);
    // Nothing of it in Cairn's own repository; another engagement's node model stays in Cairn.
    expect((await branches(localEngagementId)).statusCode).toBe(200);
    expect(commitLines(server.ctx.services.nodeModel.gitdir(localEngagementId), 'main')).toHaveLength(1);
  });

  it('fails a read with a wrong token, without the token in the answer', async () => {
    await saveNodeModel(engagementId, `${git.url}/payroll.git`, 'not-the-token');
    const read = await branches(engagementId);
    expect(read.statusCode).toBe(409);
    expect(read.json().detail).toMatch(
      /^The node model's repository http:\/\/127\.0\.0\.1:\d+ refused the sign-in: check the Git user name and token of the node model configuration\.$/,
    );
    expect(read.body).not.toContain('not-the-token');
    await saveNodeModel(engagementId, `${git.url}/payroll.git`, CREDENTIALS.password);
    expect((await branches(engagementId)).statusCode).toBe(200);
  });
});

describe('the address an engagement names', () => {
  const remotes = (allow: string[], repositoryId: string) =>
    engagementRemotes({
      nodeModelValues: async () => ({
        nodeModelPlatformConfiguration: { NodeModelRepositoryId: repositoryId },
      }),
      revealSecret: async () => 'token',
      outbound: new OutboundAddresses(allow),
    })('e-1');

  it('is no remote when the repository is named, not addressed', async () => {
    expect(await remotes([], 'payroll-model')).toBeUndefined();
  });

  it('pins git to the checked address, and refuses a local one unless allowed', async () => {
    expect(await remotes(['loopback'], 'http://127.0.0.1:8080/a.git')).toEqual({
      url: 'http://127.0.0.1:8080/a.git',
      username: undefined,
      password: 'token',
      pinned: { host: '127.0.0.1', port: 8080, address: '127.0.0.1' },
    });
    await expect(remotes([], 'https://169.254.169.254/a.git')).rejects.toThrow(
      "The node model's repository https://169.254.169.254: 169.254.169.254 is a private or local address (169.254.169.254); Cairn does not connect there unless CAIRN_OUTBOUND_ALLOW lists it.",
    );
  });
});
