// git over HTTP with the real git command line against a listening Cairn: clone with a personal
// access token, pushes accepted and refused by the node model's rules, and who may reach what.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type CreatedAccessToken } from '@cairn/contracts';
import { users } from '../../../db/schema/identity.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../../test/factories.js';
import { deskGit } from '../../../test/git-cli.js';
import { applicationWithToken, requestOk, signIn, type SignedInClient } from '../../../test/test-server.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { seedNodeModelDemo } from '../../../seed/node-model-demo.js';
import { fsck, nodeModelFixture, type NodeModelFixture } from '../node-model.test-helpers.js';

const { git, gitFails } = deskGit();

const NODE_JSON = `${JSON.stringify(
  { dbSchema: null, fields: [{ name: 'amount', dataType: 'DECIMAL(38,5)' }], properties: [] },
  null,
  2,
)}\n`;

let f: NodeModelFixture;
let origin: string;
let work: string;
let writerToken: string;
let readerToken: string;

const createToken = async (client: SignedInClient, name = 'Laptop') =>
  requestOk<CreatedAccessToken>(client, 'POST', '/api/profile/access-tokens', { name, expiresInDays: 30 });
const cloneUrl = (token: string, engagementId = f.engagementId) =>
  `${origin.replace('://', `://git:${token}@`)}/git/${engagementId}.git`;

/** A fresh clone of main by the writer, in its own folder. */
async function cloneAsWriter(label: string) {
  const dir = path.join(work, label);
  await git(work, 'clone', '--quiet', cloneUrl(writerToken), dir);
  return dir;
}
async function commitFiles(dir: string, files: Record<string, string>, message = 'Edit on the desktop') {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', message);
}

beforeAll(async () => {
  f = await nodeModelFixture();
  // The repository exists once the node model is first used.
  await requestOk(f.configurer, 'GET', `${f.base}/branches`);
  origin = await f.server.app.listen({ port: 0, host: '127.0.0.1' });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-git-http-'));
  writerToken = (await createToken(f.configurer)).secret;
  readerToken = (await createToken(f.consultant)).secret;
}, 60_000);

afterAll(async () => {
  await f?.server.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('git over HTTP', () => {
  it('asks for credentials with the Basic realm when none are sent, and refuses a session cookie', async () => {
    const infoRefs = `/git/${f.engagementId}.git/info/refs?service=git-upload-pack`;
    const anonymous = await fetch(`${origin}${infoRefs}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm="Cairn"/);
    const withCookie = await f.server.app.inject({ url: infoRefs, headers: { cookie: f.configurer.cookie } });
    expect(withCookie.statusCode).toBe(401);
    const wrongToken = await fetch(`${origin}${infoRefs}`, {
      headers: { authorization: `Basic ${Buffer.from('git:cairn_pat_not-a-token').toString('base64')}` },
    });
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.headers.get('www-authenticate')).toMatch(/^Basic realm="Cairn"/);
  });

  it('clones with a token that has NodeModel Git Read', async () => {
    const dir = path.join(work, 'reader');
    await git(work, 'clone', '--quiet', cloneUrl(readerToken), dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'branch.json'), 'utf8'))).toEqual({
      parentBranch: null,
      readOnly: false,
    });
    // ...but pushes nothing with it.
    await commitFiles(dir, {
      'model/reader_node/query.sql': 'select 1 as amount\n',
      'model/reader_node/node.json': NODE_JSON,
    });
    expect(await gitFails(dir, 'push', '--quiet', 'origin', 'main')).toMatch(/403/);
  });

  it('accepts a push with NodeModel Git Write; the screens show the new node and its commit', async () => {
    const dir = await cloneAsWriter('writer');
    await commitFiles(
      dir,
      { 'model/pushed_lines/query.sql': 'select 1 as amount\n', 'model/pushed_lines/node.json': NODE_JSON },
      'Add pushed_lines from the desktop',
    );
    await git(dir, 'push', '--quiet', 'origin', 'main');
    const nodes = await requestOk<{ name: string }[]>(
      f.configurer,
      'GET',
      `${f.base}/branches/main/layers/model/nodes`,
    );
    expect(nodes.map((n) => n.name)).toContain('pushed_lines');
    const { commits } = await requestOk<{ commits: { message: string }[] }>(
      f.configurer,
      'GET',
      `${f.base}/branches/main/layers/model/nodes/pushed_lines/history`,
    );
    expect(commits[0]).toMatchObject({ message: 'Add pushed_lines from the desktop' });
    // A screen's write after the push lands on top of it.
    await requestOk(f.configurer, 'POST', `${f.base}/branches/main/layers/model/nodes`, {
      name: 'after_push',
    });
    await git(dir, 'pull', '--quiet', '--ff-only');
    expect(fs.existsSync(path.join(dir, 'model/after_push/query.sql'))).toBe(true);
  });

  it('refuses a tree that breaks the rules, with the rule in the message, and moves no ref', async () => {
    const dir = await cloneAsWriter('rules');
    const before = (await git(dir, 'rev-parse', 'origin/main')).trim();
    await commitFiles(dir, {
      'model/bad-name/query.sql': 'select 1\n',
      'model/bad-name/node.json': NODE_JSON,
      'model/no_meta_here/query.sql': 'select 1\n',
      'README.md': 'hello\n',
    });
    const message = await gitFails(dir, 'push', 'origin', 'main');
    expect(message).toContain('remote: Cairn refused the push to main:');
    expect(message).toContain(
      'model/bad-name: the node name is not valid: Only letters, digits and underscores are allowed.',
    );
    expect(message).toContain('model/no_meta_here: the node has no node.json.');
    expect(message).toContain('README.md: unknown file');
    expect(message).toContain('pre-receive hook declined');
    const heads = await requestOk<{ name: string }[]>(
      f.configurer,
      'GET',
      `${f.base}/branches/main/layers/model/nodes`,
    );
    expect(heads.map((n) => n.name)).not.toContain('no_meta_here');
    expect((await git(dir, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(before);
  });

  it('refuses a bad field in node.json with the field rule', async () => {
    const dir = await cloneAsWriter('fields');
    const badFields = JSON.stringify({
      dbSchema: null,
      fields: [{ name: 'x', dataType: 'BLOB' }],
      properties: [],
    });
    await commitFiles(dir, { 'model/pushed_lines/node.json': badFields });
    const message = await gitFails(dir, 'push', 'origin', 'main');
    expect(message).toContain(
      'model/pushed_lines/node.json: field 1 (x) name: Please enter at least 4 characters.',
    );
    expect(message).toContain('model/pushed_lines/node.json: field 1 (x) dataType: Invalid value.');
  });

  it('refuses a force push, a branch delete and a bad branch name; accepts a new branch', async () => {
    const dir = await cloneAsWriter('branches');
    await git(dir, 'commit', '--quiet', '--amend', '-m', 'Rewritten');
    expect(await gitFails(dir, 'push', '--force', 'origin', 'main')).toContain(
      'Branch main cannot be rewritten (no force push)',
    );
    await git(dir, 'reset', '--quiet', '--hard', 'origin/main');
    await git(dir, 'push', '--quiet', 'origin', 'main:desk-work');
    const branches = await requestOk<{ name: string }[]>(f.configurer, 'GET', `${f.base}/branches`);
    expect(branches.map((b) => b.name)).toContain('desk-work');
    expect(await gitFails(dir, 'push', 'origin', ':desk-work')).toContain(
      'Branch desk-work cannot be deleted',
    );
    expect(await gitFails(dir, 'push', 'origin', 'main:Desk-Work')).toContain(
      'The branch name is not valid: A branch with this name already exists.',
    );
  });

  it('refuses a push to a read-only branch with its message', async () => {
    await requestOk(f.configurer, 'PUT', `${f.base}/branches/main`, { readOnly: true });
    const dir = await cloneAsWriter('read-only');
    await commitFiles(dir, { 'model/pushed_lines/query.sql': 'select 2 as amount\n' });
    expect(await gitFails(dir, 'push', 'origin', 'main')).toContain('remote:   - Branch main is read-only.');
    await requestOk(f.configurer, 'PUT', `${f.base}/branches/main`, { readOnly: false });
  });

  it('hides another tenant’s engagement (404) and an engagement without the feature', async () => {
    const tenant = await buildTenant(f.server.database.db);
    const other = await buildEngagement(f.server.database.db, tenant.id, { features: ['NodeModelGit'] });
    expect(await gitFails(work, 'ls-remote', cloneUrl(writerToken, other.id))).toMatch(/not found|404/);
    const noFeature = await buildEngagement(f.server.database.db, tenant.id, { features: [] });
    const owner = await buildUser(f.server.database.db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(noFeature.id) }],
    });
    const token = (await createToken(await signIn(f.server, owner.email, PASSWORD))).secret;
    expect(await gitFails(work, 'ls-remote', cloneUrl(token, noFeature.id))).toMatch(/not found|404/);
  });

  it('lets an application clone with its bearer token', async () => {
    const { accessToken } = await applicationWithToken(
      f.server,
      ROLE_NAMES.consultant,
      engagementScope(f.engagementId),
    );
    const header = `http.extraHeader=Authorization: Bearer ${accessToken}`;
    const url = `${origin}/git/${f.engagementId}.git`;
    expect(await git(work, '-c', header, 'ls-remote', url, 'refs/heads/main')).toMatch(/refs\/heads\/main/);
  });

  it('stops a revoked token and the tokens of a disabled user', async () => {
    const created = await createToken(f.consultant, 'Soon revoked');
    await git(work, 'ls-remote', cloneUrl(created.secret));
    const del = await f.consultant.request('DELETE', `/api/profile/access-tokens/${created.token.id}`);
    expect(del.statusCode).toBe(204);
    expect(await gitFails(work, 'ls-remote', cloneUrl(created.secret))).toMatch(/Authentication failed|401/);

    const leaver = await buildUser(f.server.database.db, {
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(f.engagementId) }],
    });
    const leaverToken = (await createToken(await signIn(f.server, leaver.email, PASSWORD))).secret;
    await git(work, 'ls-remote', cloneUrl(leaverToken));
    // Straight in the table: the token must fail at use, not because something cleaned it up.
    await f.server.database.db.update(users).set({ disabled: true }).where(eq(users.id, leaver.id));
    expect(await gitFails(work, 'ls-remote', cloneUrl(leaverToken))).toMatch(/Authentication failed|401/);
  });

  it('takes a desktop edit of the demo models (regular and gain) on their working branches; fsck stays clean', async () => {
    const db = f.server.database.db;
    const tenant = await buildTenant(db);
    const regular = (await buildEngagement(db, tenant.id, { features: ['NodeModelGit'] })).id;
    const gain = (await buildEngagement(db, tenant.id, { features: ['GAIN', 'NodeModelGit'] })).id;
    await seedNodeModelDemo(db, f.server.config, { regular, gain }, DEMO_USERS.configurer);
    const editor = await buildUser(db, {
      roles: [regular, gain].map((id) => ({ role: ROLE_NAMES.configurer, scope: engagementScope(id) })),
    });
    const token = (await createToken(await signIn(f.server, editor.email, PASSWORD))).secret;
    for (const id of [regular, gain]) {
      const dir = path.join(work, `demo-${id}`);
      await git(work, 'clone', '--quiet', '--branch', 'working', cloneUrl(token, id), dir);
      const [layer] = fs.readdirSync(dir).filter((name) => name !== '.git' && name !== 'branch.json');
      const [node] = fs.readdirSync(path.join(dir, layer));
      fs.appendFileSync(path.join(dir, layer, node, 'query.sql'), '\n-- checked on the desktop\n');
      await git(dir, 'commit', '--quiet', '-am', `Comment ${layer}.${node}`);
      await git(dir, 'push', '--quiet', 'origin', 'working');
      fsck(f.server.ctx.services.nodeModel.gitdir(id));
    }
  });
});
