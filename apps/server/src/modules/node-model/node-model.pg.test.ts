// Two `cairn serve` processes on one PostgreSQL and one data directory write to the same node model
// at once: the advisory lock makes them take turns, so no write is lost and git stays consistent.
// Runs only in the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts when CAIRN_TEST_DATABASE_URL is set).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { openDatabase } from '../../db/client.js';
import { syncCatalogue } from '../../access/catalogue.js';
import { assignRole, createUser } from '../../seed/users.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { DEMO_PASSWORD, startCairn } from '../../test/cairn-process.js';
import { commitLines, fsck } from './node-model.test-helpers.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const databaseName = `cairn_nm_${crypto.randomBytes(6).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-nm-pg-'));
const email = 'two-processes@example.test';
let engagementId: string;
let servers: Awaited<ReturnType<typeof startCairn>>[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({ url: url.toString() });
  await syncCatalogue(database.db);
  const tenant = await buildTenant(database.db);
  engagementId = (await buildEngagement(database.db, tenant.id, { features: ['NodeModelGit'] })).id;
  const user = await createUser(database.db, { email, name: 'Two Processes', password: DEMO_PASSWORD });
  await assignRole(
    database.db,
    { type: 'User', id: user.id },
    ROLE_NAMES.configurer,
    engagementScope(engagementId),
  );
  await database.close();
  servers = await Promise.all([0, 1].map(() => startCairn({ DATABASE_URL: url.toString() }, { dataDir })));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await admin(`drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on PostgreSQL', () => {
  it('write to one repository at once without losing a commit; fsck stays clean', async () => {
    const [a, b] = await Promise.all(servers.map((s) => s.signIn(email)));
    const base = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model/nodes`;
    await a.json('POST', base, { name: 'shared_node' });
    const gitdir = path.join(dataDir, 'git', `${engagementId}.git`);
    const before = commitLines(gitdir, 'main').length;

    const perProcess = 10;
    const writes = [];
    for (let i = 0; i < perProcess; i++) {
      for (const [label, client] of [
        ['a', a],
        ['b', b],
      ] as const) {
        writes.push(client.json('POST', base, { name: `node_${label}_${i}` }));
        writes.push(
          client.json('PUT', `${base}/shared_node`, { query: encodeQuery(`select ${i} as from_${label}`) }),
        );
      }
    }
    await Promise.all(writes);

    expect(commitLines(gitdir, 'main').length - before).toBe(4 * perProcess);
    const listed = await b.json<{ name: string }[]>('GET', base);
    expect(listed).toHaveLength(2 * perProcess + 1);
    const history = await a.json<{ commits: { query: string }[] }>('GET', `${base}/shared_node/history`);
    const saved = history.commits.slice(0, 2 * perProcess).map((c) => decodeQuery(c.query));
    expect(new Set(saved).size).toBe(2 * perProcess);
    expect(fsck(gitdir)).toBe('');
  });
});
