// Pushes and repository reads are bounded (issue 24): a push larger than CAIRN_GIT_MAX_PUSH_MB is cut
// off while it streams (413), a file over NODE_MODEL_MAX_FILE_BYTES is refused with a message git
// shows, and the server never reads such a file from a repository into memory. The real git command
// line against a listening Cairn, with a 1 MB push limit so that a few megabytes prove each rule.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccessToken } from '@cairn/contracts';
import { deskGit } from '../../../test/git-cli.js';
import { requestOk } from '../../../test/test-server.js';
import { nodeModelFixture, type NodeModelFixture } from '../node-model.test-helpers.js';

const { git, gitFails } = deskGit();
const MB = 1024 * 1024;

/** A valid node.json padded with whitespace to `bytes`: only its size is wrong. */
const paddedNodeJson = (bytes: number) => {
  const json = JSON.stringify({ dbSchema: null, fields: [], properties: [] });
  return `${json}${' '.repeat(bytes - json.length - 1)}\n`;
};

let f: NodeModelFixture;
let work: string;
let url: string;

async function cloneWith(label: string, files: Record<string, string | Buffer>) {
  const dir = path.join(work, label);
  await git(work, 'clone', '--quiet', url, dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', label);
  return dir;
}
const head = async (dir: string) => (await git(dir, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0];

beforeAll(async () => {
  f = await nodeModelFixture(['NodeModelGit'], { CAIRN_GIT_MAX_PUSH_MB: '1' });
  await requestOk(f.configurer, 'GET', `${f.base}/branches`);
  const origin = await f.server.app.listen({ port: 0, host: '127.0.0.1' });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-git-limits-'));
  const { secret } = await requestOk<CreatedAccessToken>(f.configurer, 'POST', '/api/profile/access-tokens', {
    name: 'Laptop',
    expiresInDays: 30,
  });
  url = `${origin.replace('://', `://git:${secret}@`)}/git/${f.engagementId}.git`;
}, 60_000);

afterAll(async () => {
  await f?.server.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('bounded git pushes', () => {
  it('refuses a file over 1 MB by its size, without reading it, in words git shows', async () => {
    // 1.5 MB of whitespace compresses to a tiny pack: the push limit does not see it, the file limit does.
    const dir = await cloneWith('big-file', {
      'model/big_node/query.sql': 'select 1 as amount\n',
      'model/big_node/node.json': paddedNodeJson(1.5 * MB),
    });
    const before = await head(dir);
    const message = await gitFails(dir, 'push', 'origin', 'main');
    expect(message).toContain('remote: Cairn refused the push to main:');
    expect(message).toContain(
      'model/big_node/node.json: the file is 1.5 MB; a file of the node model may be at most 1 MB.',
    );
    expect(await head(dir)).toBe(before);
  });

  it('answers 413 once the pack passes the push limit, while it streams, and moves no ref', async () => {
    // Random text does not compress: a pack of about 1.6 MB against a limit of 1 MB.
    const dir = await cloneWith('big-push', {
      'model/noise/query.sql': `-- ${crypto.randomBytes(1.2 * MB).toString('base64')}\n`,
      'model/noise/node.json': paddedNodeJson(100),
    });
    const before = await head(dir);
    expect(await gitFails(dir, 'push', 'origin', 'main')).toMatch(/HTTP 413/);
    expect(await head(dir)).toBe(before);
    // The repository still takes a push within the limits.
    await git(dir, 'reset', '--quiet', '--hard', 'origin/main');
    fs.mkdirSync(path.join(dir, 'model/small_node'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'model/small_node/query.sql'), 'select 1 as amount\n');
    fs.writeFileSync(path.join(dir, 'model/small_node/node.json'), paddedNodeJson(100));
    await git(dir, 'add', '--all');
    await git(dir, 'commit', '--quiet', '-m', 'Small');
    await git(dir, 'push', '--quiet', 'origin', 'main');
  });

  it('refuses to read a repository file over 1 MB (loose or packed): 409, the file named', async () => {
    // A file that reached the repository around Cairn's checks (pushed before them, or on a git server).
    const dir = await cloneWith('around-the-checks', {
      'model/huge_query/query.sql': `-- ${'x'.repeat(1.5 * MB - 4)}\n`,
      'model/huge_query/node.json': paddedNodeJson(100),
    });
    await git(dir, 'push', '--quiet', `file://${f.gitdir}`, 'main');
    const node = `${f.base}/branches/main/layers/model/nodes/huge_query`;
    for (const packed of [false, true]) {
      if (packed) await git(f.gitdir, 'repack', '-a', '-d', '-q');
      const res = await f.server.app.inject({ url: node, headers: { cookie: f.configurer.cookie } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'nodeModelFileTooLarge',
        detail: expect.stringContaining('model/huge_query/query.sql is 1.5 MB'),
      });
    }
  });
});
