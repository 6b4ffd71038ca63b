// Node model write and read latency on embedded PGlite: one git commit without a work tree (the
// repository layer alone), a query save through the API (feature check, lock, commit, answer),
// 20 saves at once (serialised per engagement), and a node read. The repository holds 50 nodes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, testServer } from '../test/test-server.js';
import { GitRepository } from '../modules/node-model/git-repository.js';
import { report, timeIt } from './report.js';

export const name = 'node_model';

async function rawCommits(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-git-'));
  try {
    const author = { name: 'Bench', email: 'bench@example.test' };
    const files = new Map(
      Array.from({ length: 50 }, (_, i) => [`model/node_${i}/query.sql`, `select ${i}`] as const),
    );
    const repository = await GitRepository.create(path.join(dir, 'bench.git'), {
      branch: 'main',
      files,
      author,
      message: 'start',
    });
    let head = (await repository.head('main'))!;
    const ms = await timeIt(200, async (i) => {
      head = await repository.commit({
        branch: 'main',
        parent: head,
        changes: new Map([[`model/node_${i % 50}/query.sql`, `select ${i} as v`]]),
        author,
        message: `save ${i}`,
      });
    });
    report(prefix, 'node_model.git_commit.ms', ms, 'ms');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(prefix: string) {
  await rawCommits(prefix);
  const server = await testServer();
  try {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelGit'] });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagement.id) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    const nodes = `/api/nodeModel/engagements/${engagement.id}/branches/main/layers/model/nodes`;
    for (let i = 0; i < 50; i++) await client.request('POST', nodes, { name: `node_${i}` });
    const save = (i: number) =>
      client.request('PUT', `${nodes}/node_${i % 50}`, { query: encodeQuery(`select ${i} as value_${i}`) });
    report(prefix, 'node_model.save_query.ms', await timeIt(100, save), 'ms');
    const started = process.hrtime.bigint();
    await Promise.all(Array.from({ length: 20 }, (_, i) => save(i)));
    report(
      prefix,
      'node_model.save_query_20_parallel.ms_each',
      Number(process.hrtime.bigint() - started) / 1e6 / 20,
      'ms',
    );
    report(
      prefix,
      'node_model.read_node.ms',
      await timeIt(200, (i) => client.request('GET', `${nodes}/node_${i % 50}`)),
      'ms',
    );
  } finally {
    await server.close();
  }
}
