// A 400 MB node.json pushed over git (issue 24, "Pushes and storage are bounded"): how much the
// server process's resident memory grows while Cairn receives and refuses it. The server runs in this
// process, so the bench writes the file from a child process and resets the kernel's peak-RSS mark
// (/proc/self/clear_refs) just before the push: the figure is VmHWM after the push minus VmRSS before.
// Two files: text that compresses to a small pack (the refusal comes from the per-file limit) and
// random bytes (the pack itself is larger than the per-push limit: a 413 while streaming).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROLE_NAMES, type CreatedAccessToken } from '@cairn/contracts';
import { requestOk, signedInEngagement, testServer } from '../test/test-server.js';
import { deskGit } from '../test/git-cli.js';
import { report } from './report.js';

export const name = 'git.push_400mb';

const exec = promisify(execFile);
const { git } = deskGit({ name: 'Bench', email: 'bench@example.test' });
const SIZE_MB = 400;

/** Writes a node.json of about SIZE_MB megabytes in a shell pipeline, never in this process's memory. */
async function writeBigNodeJson(file: string, random: boolean) {
  const filler = random
    ? `head -c ${SIZE_MB * 1024 * 1024} /dev/urandom | base64 -w 0`
    : `yes aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa | tr -d '\\n' | head -c ${SIZE_MB * 1024 * 1024}`;
  await exec('sh', [
    '-c',
    `{ printf '{"dbSchema":null,"fields":[],"properties":[{"name":"big","value":"'; ${filler}; printf '"}]}\\n'; } > "$0"`,
    file,
  ]);
}

const statusKib = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);

/** Resident memory growth of this process (MB) while `push` runs, from the kernel's peak mark. */
async function rssGrowthMb(push: () => Promise<unknown>) {
  global.gc?.();
  fs.writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := VmRSS now
  const before = statusKib('VmRSS');
  await push();
  return (statusKib('VmHWM') - before) / 1024;
}

export async function run(prefix: string) {
  const server = await testServer({}, { secretLeakWatch: false });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-git-push-bench-'));
  try {
    const { engagementId, client } = await signedInEngagement(server, ROLE_NAMES.configurer, {
      features: ['NodeModelGit'],
    });
    await requestOk(client, 'GET', `/api/nodeModel/engagements/${engagementId}/branches`);
    const { secret } = await requestOk<CreatedAccessToken>(client, 'POST', '/api/profile/access-tokens', {
      name: 'Bench',
      expiresInDays: 30,
    });
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${origin.replace('://', `://git:${secret}@`)}/git/${engagementId}.git`;

    for (const [label, random] of [
      ['rss_growth', false],
      ['incompressible.rss_growth', true],
    ] as const) {
      const dir = path.join(work, label);
      await git(work, 'clone', '--quiet', url, dir);
      fs.mkdirSync(path.join(dir, 'model', 'big_node'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'model', 'big_node', 'query.sql'), 'select 1 as amount\n');
      await writeBigNodeJson(path.join(dir, 'model', 'big_node', 'node.json'), random);
      await git(dir, 'add', '--all');
      await git(dir, 'commit', '--quiet', '-m', 'A very large node.json');
      let answer = '';
      const growth = await rssGrowthMb(() =>
        git(dir, 'push', 'origin', 'main').then(
          () => (answer = 'accepted'),
          // git's output after the error's first line (which names the command).
          (err: Error) => (answer = err.message.trim().split('\n').slice(1, 4).join(' | ')),
        ),
      );
      console.log(`# ${label}: ${answer}`);
      report(prefix, `git.push_400mb.${label}`, growth, 'MB');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
