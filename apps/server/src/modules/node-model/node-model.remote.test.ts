// The node model on a git server (CAIRN_NODE_MODEL_GIT_URL): a test git server (git http-backend)
// holds the repository; Cairn keeps only a mirror. The first read creates main there; reads see what
// another process pushed; writes from two processes at once are all kept (a rejected push is fetched
// and made again); a push to Cairn's own git endpoint is refused, since the server is the source; a
// server repository emptied after it held the node model is refused (409), not filled with a new main.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, NODE_MODEL_REPOSITORY_LOST_CODE, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { startGitServer } from '../../test/git-server.js';
import { signIn, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';
import { PrincipalDirectory } from '../authorization/principal-directory.js';
import { CONFIGURER, commitLines, gitCli } from './node-model.test-helpers.js';
import { NodeModelService } from './node-model.service.js';

const CREDENTIALS = { username: 'cairn-bot', password: 'git-token-123' };
const OTHER_AUTHOR = { name: 'Other Process', email: 'other@example.test' };

let git: Awaited<ReturnType<typeof startGitServer>>;
let server: TestServer;
let configurer: SignedInClient;
let engagementId: string;
let base: string;
/** A second Cairn process: its own empty data directory, the same database and git server. */
let other: NodeModelService;
let otherDir: string;
const serverRepo = () => git.gitdir(`${engagementId}.git`);

beforeAll(async () => {
  git = await startGitServer(CREDENTIALS);
  server = await testServer({
    CAIRN_NODE_MODEL_GIT_URL: `${git.url}/{engagementId}.git`,
    CAIRN_NODE_MODEL_GIT_USERNAME: CREDENTIALS.username,
    CAIRN_NODE_MODEL_GIT_TOKEN: CREDENTIALS.password,
  });
  const db = server.database.db;
  engagementId = (await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelGit'] })).id;
  await buildUser(db, {
    ...CONFIGURER,
    roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }],
  });
  configurer = await signIn(server, CONFIGURER.email, PASSWORD);
  base = `/api/nodeModel/engagements/${engagementId}`;
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-other-process-'));
  other = new NodeModelService(
    { ...server.config, dataDir: otherDir },
    server.database,
    server.ctx.services.engagements,
    new PrincipalDirectory(db),
  );
}, 60_000);
afterAll(async () => {
  await server.close();
  await git.stop();
  fs.rmSync(otherDir, { recursive: true, force: true });
});

describe('node model on a git server', () => {
  it('the first read creates main in the empty server repository, and nothing in the data directory', async () => {
    const branches = await configurer.request('GET', `${base}/branches`);
    expect(branches.statusCode).toBe(200);
    expect(branches.json().map((b: { name: string }) => b.name)).toEqual(['main']);
    expect(commitLines(serverRepo(), 'main')).toEqual([
      'Cairn <cairn@localhost>|Create the node model with branch main',
    ]);
    expect(fs.existsSync(server.ctx.services.nodeModel.gitdir(engagementId))).toBe(false);
  });

  it('a node another process pushed is read at once', async () => {
    await other.addNode(engagementId, 'main', 'model', { name: 'from_other' }, OTHER_AUTHOR);
    const nodes = await configurer.request('GET', `${base}/branches/main/layers/model/nodes`);
    expect(nodes.json().map((n: { name: string }) => n.name)).toEqual(['from_other']);
  });

  // Four writes from each side are enough to make them race for the branch (rejected pushes retried);
  // 8 from each took ~25 s of the test budget with no more to prove (the 40 of issue 30 are the
  // faults suite's).
  it('8 writes from two processes at once: every one kept, one commit each, the server repository sound', async () => {
    const before = commitLines(serverRepo(), 'main').length;
    const names = (who: string) =>
      Array.from({ length: 4 }, (_, i) => `${who}_${String(i).padStart(2, '0')}`);
    const results = await Promise.all([
      ...names('here').map((name) =>
        configurer.request('POST', `${base}/branches/main/layers/model/nodes`, { name }),
      ),
      ...names('there').map((name) =>
        other
          .addNode(engagementId, 'main', 'model', { name }, OTHER_AUTHOR)
          .then(() => ({ statusCode: 201 })),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const listed = (await configurer.request('GET', `${base}/branches/main/layers/model/nodes`)).json() as {
      name: string;
    }[];
    expect(listed.map((n) => n.name).sort()).toEqual(
      ['from_other', ...names('here'), ...names('there')].sort(),
    );
    const seenByOther = await other.listNodes(engagementId, 'main', 'model');
    expect(seenByOther).toHaveLength(9);
    expect(commitLines(serverRepo(), 'main').length - before).toBe(8);
    // Sound: rejected pushes leave only dangling (unreferenced) commits behind, which git's gc removes.
    expect(gitCli(serverRepo(), 'fsck', '--strict', '--no-dangling', '--no-progress')).toBe('');
  }, 120_000);

  it("refuses a push to Cairn's own git endpoint: the git server is where pushes go", async () => {
    await expect(server.ctx.services.nodeModel.repositories.refusePushToMirror(engagementId)).rejects.toThrow(
      'This node model lives on a git server: push to that repository instead of Cairn.',
    );
  });

  it('a server repository emptied since it held the node model (a restore onto a new one) is refused, not refilled', async () => {
    fs.rmSync(serverRepo(), { recursive: true, force: true });
    git.create(`${engagementId}.git`);
    const answer = await configurer.request('GET', `${base}/branches`);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ code: NODE_MODEL_REPOSITORY_LOST_CODE });
    expect(gitCli(serverRepo(), 'for-each-ref')).toBe('');
  });

  it('with wrong credentials the git server refuses: the read fails without showing the token', async () => {
    const wrong = await testServer({
      CAIRN_NODE_MODEL_GIT_URL: `${git.url}/{engagementId}.git`,
      CAIRN_NODE_MODEL_GIT_USERNAME: CREDENTIALS.username,
      CAIRN_NODE_MODEL_GIT_TOKEN: 'not-the-token-456',
    });
    try {
      const db = wrong.database.db;
      const id = (await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelGit'] })).id;
      const user = await buildUser(db, {
        roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(id) }],
      });
      const client = await signIn(wrong, user.email, PASSWORD);
      const answer = await client.request('GET', `/api/nodeModel/engagements/${id}/branches`);
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain('not-the-token-456');
      expect(answer.body).not.toContain(
        Buffer.from(`${CREDENTIALS.username}:not-the-token-456`).toString('base64'),
      );
    } finally {
      await wrong.close();
    }
  });
});
