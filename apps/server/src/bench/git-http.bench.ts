// git over HTTP (node-model/git-http): a clone and a one-commit push through Cairn (token check,
// access check, write lock, http-backend, the pre-receive check of the whole tree) against the same
// clone and push through git's own file:// transport to a copy of the repository, measured side by
// side in alternating rounds (best of each), as ratios.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeQuery, ROLE_NAMES, type CreatedAccessToken } from '@cairn/contracts';
import { requestOk, signedInEngagement, testServer } from '../test/test-server.js';
import { deskGit } from '../test/git-cli.js';
import { report } from './report.js';

export const name = 'git';

const { git } = deskGit({ name: 'Bench', email: 'bench@example.test' });
const NODES = 50;
const ROUNDS = 7;

async function timed(fn: () => Promise<unknown>) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function run(prefix: string) {
  const server = await testServer();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-git-bench-'));
  try {
    const { engagementId, client } = await signedInEngagement(server, ROLE_NAMES.configurer, {
      features: ['NodeModelGit'],
    });
    const nodes = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model/nodes`;
    for (let i = 0; i < NODES; i++)
      await requestOk(client, 'POST', nodes, {
        name: `node_${i}`,
        query: encodeQuery(`select ${i} as amount`),
      });
    const { secret } = await requestOk<CreatedAccessToken>(client, 'POST', '/api/profile/access-tokens', {
      name: 'Bench',
      expiresInDays: 30,
    });
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const cairnUrl = `${origin.replace('://', `://git:${secret}@`)}/git/${engagementId}.git`;
    const plain = path.join(work, 'plain.git');
    await git(work, 'clone', '--quiet', '--bare', server.ctx.services.nodeModel.gitdir(engagementId), plain);
    const plainUrl = `file://${plain}`;

    const clone = { cairn: [] as number[], plain: [] as number[] };
    const push = { cairn: [] as number[], plain: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [side, url] of [
        ['cairn', cairnUrl],
        ['plain', plainUrl],
      ] as const) {
        const dir = path.join(work, `${side}-${round}`);
        clone[side].push(await timed(() => git(work, 'clone', '--quiet', url, dir)));
        fs.appendFileSync(path.join(dir, 'model', `node_${round}`, 'query.sql'), `\n-- round ${round}\n`);
        await git(dir, 'commit', '--quiet', '-am', `Round ${round}`);
        push[side].push(await timed(() => git(dir, 'push', '--quiet', 'origin', 'main')));
      }
    }
    const best = (xs: number[]) => Math.min(...xs);
    report(prefix, 'git.clone.ms', best(clone.cairn), 'ms');
    report(prefix, 'git.clone.ratio_vs_file_transport', best(clone.cairn) / best(clone.plain), 'x');
    report(prefix, 'git.push.ms', best(push.cairn), 'ms');
    report(prefix, 'git.push.ratio_vs_file_transport', best(push.cairn) / best(push.plain), 'x');
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
