// `npm run test:faults`: two `cairn serve` processes on one PostgreSQL (test/scaled-deployment.ts)
// and two people at their desks write one engagement's node model at the same time: nodes added and
// one node's query saved over and over through each server's screens' routes, and nodes committed in
// a clone and pushed. Twice: on a git server (each server with a data directory and a mirror of its
// own; the desks push to the git server, as Cairn's own endpoint refuses pushes there), and with both
// servers on one data directory (the desks push through Cairn's git endpoint with access tokens).
// Every write answered as saved must be on main exactly once, a refused one must be a 409 that a
// retry gets through (for git, git's own "fetch first" that a pull --rebase gets through), and the
// repositories must stay sound (`git fsck --full`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQuery } from '@cairn/contracts';
import { deskGit } from '../test/git-cli.js';
import { PASSWORD, startScaledDeployment, type ScaledDeployment } from '../test/scaled-deployment.js';

const WRITES = Number(process.env.CAIRN_FAULTS_NODE_MODEL_WRITES ?? 40);
/** Writes in flight at once through the servers (each desk pushes one at a time, as a person does). */
const IN_FLIGHT = 8;
/** Retries a server's writer makes after a refusal (a 409) before the test calls the write lost. */
const RETRIES = 10;
/**
 * A desk's pull-and-push cycle (two git processes, four HTTP requests) is slower than a server's
 * write, so while the servers write back to back a push keeps finding main moved: a person tries
 * again until the screens' writes stop, and the test counts how often.
 */
const DESK_RETRIES = 200;
const SHARED = 'shared';

type Writer = 'server0' | 'server1' | 'desk0' | 'desk1';
interface Write {
  index: number;
  writer: Writer;
  /** Adds node `name`, or (save) saves the shared node's query with a mark of its own. */
  kind: 'add' | 'save';
  name: string;
}
interface Outcome {
  write: Write;
  /** Answers before the one that saved: 409s from a server, rejections from the git server. */
  refusals: string[];
}

/** The writes in a fixed interleaving: each writer in turn, servers alternating adds and saves. */
function plan(count: number): Write[] {
  const writers: Writer[] = ['server0', 'server1', 'desk0', 'desk1'];
  return Array.from({ length: count }, (_, index) => {
    const writer = writers[index % writers.length];
    const kind = writer.startsWith('server') && index % 8 >= 4 ? 'save' : 'add';
    return { index, writer, kind, name: `${writer}_w${String(index).padStart(3, '0')}` };
  });
}
const mark = (write: Write) => `-- write ${write.index} by ${write.writer}`;

interface Race {
  deployment: ScaledDeployment;
  engagementId: string;
  email: string;
  /** The address desk `i` clones and pushes to, signed in. */
  remote(desk: number): Promise<string>;
  /** The repository everyone writes, on disk (where `git fsck` runs). */
  repository: string;
  /** Other repositories that must be sound too: the servers' mirrors. */
  alsoSound: string[];
  /** Folders to remove afterwards. */
  scratch: string[];
}

/** Every writer at once; the checks of the header; figures for the report. */
async function race({ deployment, engagementId, email, remote, repository, alsoSound, scratch }: Race) {
  const started = Date.now();
  const layer = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model`;
  const clients = await Promise.all(deployment.servers.map((s) => s.signIn(email, PASSWORD)));
  // The shared node, made before the race (the first write also makes main).
  await clients[0].json('POST', `${layer}/nodes`, { name: SHARED });
  const { git } = deskGit();
  const commits = async () => Number((await git(repository, 'rev-list', '--count', 'main')).trim());
  const before = await commits();
  const desks = await Promise.all(
    [0, 1].map(async (desk) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-desk-'));
      scratch.push(dir);
      await git(dir, 'clone', '--quiet', '--branch', 'main', await remote(desk), 'model');
      return path.join(dir, 'model');
    }),
  );

  /** One write through a server's route; a 409 is retried (a person presses Save again). */
  const throughServer = async (write: Write): Promise<Outcome> => {
    const at = write.writer === 'server0' ? 0 : 1;
    const [method, url, body] =
      write.kind === 'add'
        ? ['POST', `${layer}/nodes`, { name: write.name }]
        : ['PUT', `${layer}/nodes/${SHARED}`, { query: encodeQuery(`select 1 as x\n${mark(write)}\n`) }];
    const refusals: string[] = [];
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      const res = await fetch(`${deployment.servers[at].origin}${url}`, {
        method,
        headers: { ...clients[at].headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.ok) return { write, refusals };
      // Anything but a named conflict is a failure the user cannot act on.
      expect(res.status, `write ${write.index}: ${text}`).toBe(409);
      expect(JSON.parse(text).code, text).toBe('nodeModelBusy');
      refusals.push(text);
    }
    throw new Error(`write ${write.index} refused ${RETRIES + 1} times: ${refusals.at(-1)}`);
  };

  /** One commit at a desk, pushed; a rejected push is pulled with --rebase and pushed again. */
  const atDesk = async (write: Write): Promise<Outcome> => {
    const clone = desks[write.writer === 'desk0' ? 0 : 1];
    const folder = path.join(clone, 'model', write.name);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'query.sql'), `select ${write.index} as desk\n`);
    fs.writeFileSync(
      path.join(folder, 'node.json'),
      `${JSON.stringify({ dbSchema: null, fields: [], properties: [] }, null, 2)}\n`,
    );
    await git(clone, 'add', '--all');
    await git(clone, 'commit', '--quiet', '-m', `Desk write ${write.index}`);
    const refusals: string[] = [];
    for (let attempt = 0; attempt <= DESK_RETRIES; attempt++) {
      const said = await git(clone, 'push', '--quiet', 'origin', 'main').then(
        () => null,
        (err: Error) => err.message,
      );
      if (said === null) return { write, refusals };
      // git's own words for "someone pushed first": fetch first, or the ref moved under the push.
      expect(said).toMatch(/\[rejected\]|\[remote rejected\]|fetch first|non-fast-forward/);
      refusals.push(said);
      await git(clone, 'pull', '--quiet', '--rebase', 'origin', 'main');
    }
    throw new Error(`desk write ${write.index} rejected ${DESK_RETRIES + 1} times: ${refusals.at(-1)}`);
  };

  // The servers' writes IN_FLIGHT at a time from one queue; each desk's one after another; all at once.
  const writes = plan(WRITES);
  const serverQueue = writes.filter((w) => w.writer.startsWith('server'));
  const outcomes: Outcome[] = [];
  const serverLanes = Array.from({ length: IN_FLIGHT }, async () => {
    for (let next = serverQueue.shift(); next; next = serverQueue.shift())
      outcomes.push(await throughServer(next));
  });
  const deskLanes = (['desk0', 'desk1'] as const).map(async (desk) => {
    for (const write of writes.filter((w) => w.writer === desk)) outcomes.push(await atDesk(write));
  });
  await Promise.all([...serverLanes, ...deskLanes]);
  expect(outcomes).toHaveLength(WRITES);

  // Every write on main exactly once: one commit each, adds as nodes, saves as their own mark.
  expect((await commits()) - before).toBe(WRITES);
  const history = await git(repository, 'log', '-p', '--format=commit %H %s', 'main');
  const tree = (await git(repository, 'ls-tree', '-d', '--name-only', 'main', 'model/')).split('\n');
  const missing = writes.filter((w) =>
    w.kind === 'save' ? !history.includes(`+${mark(w)}\n`) : !tree.includes(`model/${w.name}`),
  );
  expect(missing.map((w) => `${w.index} ${w.writer} ${w.kind}`)).toEqual([]);
  for (const w of writes.filter((x) => x.writer.startsWith('desk')))
    expect(history.split(`Desk write ${w.index}\n`)).toHaveLength(2);

  // Both servers read the same model, with every node.
  for (const client of clients) {
    const nodes = await client.json<{ name: string }[]>('GET', `${layer}/nodes`);
    expect(nodes.map((n) => n.name).sort()).toEqual(
      [SHARED, ...writes.filter((w) => w.kind === 'add').map((w) => w.name)].sort(),
    );
  }

  for (const sound of [repository, ...alsoSound, ...desks])
    expect(await git(sound, 'fsck', '--full', '--strict', '--no-dangling', '--no-progress')).toBe('');

  const refusalsOf = (who: string) =>
    outcomes.filter((o) => o.write.writer.startsWith(who)).reduce((n, o) => n + o.refusals.length, 0);
  return {
    writes: WRITES,
    serverWrites: outcomes.filter((o) => o.write.writer.startsWith('server')).length,
    deskPushes: outcomes.filter((o) => o.write.writer.startsWith('desk')).length,
    serverConflictsRefused: refusalsOf('server'),
    deskPushesRejected: refusalsOf('desk'),
    writesRetried: outcomes.filter((o) => o.refusals.length > 0).length,
    seconds: (Date.now() - started) / 1000,
  };
}

describe('two servers and two desks writing one node model on a git server', () => {
  let deployment: ScaledDeployment;
  const scratch: string[] = [];

  beforeAll(async () => {
    deployment = await startScaledDeployment({ servers: 2, workers: 0, heartbeatSeconds: 1 });
  }, 180_000);
  afterAll(async () => {
    await deployment?.stop();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it(`keeps every one of ${WRITES} concurrent writes on main, once, and the repositories sound`, async () => {
    const {
      engagementIds: [engagementId],
      email,
    } = await deployment.seedEngagements(1);
    const figures = await race({
      deployment,
      engagementId,
      email,
      // A scaled deployment's people push to the git server (Cairn's own endpoint refuses there).
      remote: async () => deployment.gitServer.remote(engagementId),
      repository: deployment.gitServer.gitdir(engagementId),
      alsoSound: deployment.servers.map((s) => path.join(s.dataDir, 'git-mirrors', `${engagementId}.git`)),
      scratch,
    });
    console.log('node model, two servers, git server:', JSON.stringify(figures));
  }, 600_000);
});

describe('two servers sharing one data directory, desks pushing through Cairn', () => {
  let deployment: ScaledDeployment;
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-shared-data-'));
  const scratch: string[] = [shared];

  beforeAll(async () => {
    deployment = await startScaledDeployment({
      servers: 2,
      workers: 0,
      heartbeatSeconds: 1,
      // The repositories are under the shared data directory (no git server); writes take turns
      // through PostgreSQL's advisory lock (write-lock.ts).
      serversDataDir: shared,
    });
  }, 180_000);
  afterAll(async () => {
    await deployment?.stop();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it(`keeps every one of ${WRITES} concurrent writes on main, once, and the repository sound`, async () => {
    const {
      engagementIds: [engagementId],
      email,
    } = await deployment.seedEngagements(1);
    const figures = await race({
      deployment,
      engagementId,
      email,
      // Desk i pushes through server i, with a personal access token.
      remote: async (desk) => {
        const server = deployment.servers[desk];
        const client = await server.signIn(email, PASSWORD);
        const { secret } = await client.json<{ secret: string }>('POST', '/api/profile/access-tokens', {
          name: `Desk ${desk}`,
          expiresInDays: 30,
        });
        return `${server.origin.replace('://', `://git:${secret}@`)}/git/${engagementId}.git`;
      },
      repository: path.join(shared, 'git', `${engagementId}.git`),
      alsoSound: [],
      scratch,
    });
    console.log('node model, two servers, one data directory:', JSON.stringify(figures));
  }, 600_000);
});
