// The deployment the load bench measures (issue 30, "Load"): the built `cairn serve` (worker
// in-process, as a newcomer runs it) on PGlite or on a PostgreSQL server, with `count` tenants seeded
// through the test factories before it starts, each with one engagement (a configurer of it signs in
// once per simulated user) whose node model has two nodes over generated rows: `facts` (`rows` rows,
// no import needed) and `totals` over it. A first build makes both tables before anything is measured.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { encodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { syncCatalogue } from '../access/catalogue.js';
import { openDatabase } from '../db/client.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { serveBuilt } from './served-demo.js';

export type Engine = 'pglite' | 'postgres';

export interface LoadTenant {
  engagementId: string;
  /** The tenant's user (signs in with the factories' PASSWORD). */
  email: string;
  /** One signed-in session per simulated user of this tenant. */
  sessions: Record<string, string>[];
}

const facts = (rows: number) =>
  `SELECT i AS id, i % 500 AS employee_id, round((i % 9973) * 1.37 - 2000, 2) AS amount,
     ['EUR','GBP','USD'][1 + i % 3] AS currency, 'note ' || (i % 97) AS note FROM range(${rows}) t(i)`;
const TOTALS = `select employee_id, currency, sum(amount) as total, count(*) as lines
  from model.facts group by employee_id, currency`;
const ACTIVE = ['Queued', 'InProgress', 'Canceling'].map((s) => `status=${s}`).join('&');

/** A database of its own on the server CAIRN_TEST_DATABASE_URL names, and how to drop it. */
async function scratchDatabase() {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the load bench on PostgreSQL needs CAIRN_TEST_DATABASE_URL');
  const name = `cairn_load_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function startLoadDeployment(options: {
  engine: Engine;
  tenants: number;
  usersPerTenant: number;
  env?: Record<string, string>;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-load-'));
  const scratch = options.engine === 'postgres' ? await scratchDatabase() : undefined;
  const database = await openDatabase(
    scratch ? { url: scratch.url } : { pgliteDir: path.join(dataDir, 'pg') },
  );
  const seeded: { engagementId: string; email: string }[] = [];
  try {
    await syncCatalogue(database.db);
    for (let i = 0; i < options.tenants; i++) {
      const tenantId = (await buildTenant(database.db, `Load Tenant ${i + 1}`)).id;
      const engagementId = (
        await buildEngagement(database.db, tenantId, {
          name: `Load Payroll ${i + 1}`,
          features: ['Storage', 'Pipelines', 'NodeModelGit'],
        })
      ).id;
      const user = await buildUser(database.db, {
        name: `Load User ${i + 1}`,
        eulaAccepted: true,
        roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }],
      });
      seeded.push({ engagementId, email: user.email });
    }
  } finally {
    await database.close();
  }
  const env = { CAIRN_SEED_DEMO: 'false', ...(scratch && { DATABASE_URL: scratch.url }), ...options.env };
  const cairn = await serveBuilt(env, dataDir);
  const stop = async () => {
    await cairn.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  try {
    const tenants: LoadTenant[] = [];
    for (const { engagementId, email } of seeded) {
      const sessions: Record<string, string>[] = [];
      for (let u = 0; u < options.usersPerTenant; u++) {
        const user = await cairn.signIn(email, PASSWORD);
        await user.json('PUT', '/api/engagements/current', { engagementId });
        sessions.push(user.headers);
      }
      tenants.push({ engagementId, email, sessions });
    }
    const client = (t: LoadTenant) => ({
      async call<T>(method: string, url: string, body?: unknown): Promise<T> {
        const res = await fetch(`${cairn.origin}${url}`, {
          method,
          headers: { ...t.sessions[0], ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      },
    });
    const layer = (t: LoadTenant) =>
      `/api/nodeModel/engagements/${t.engagementId}/branches/main/layers/model/nodes`;
    const runs = (t: LoadTenant) => `/api/pipelines/engagements/${t.engagementId}/runs`;

    const deployment = {
      origin: cairn.origin,
      pid: cairn.pid,
      tenants,
      stop,
      /** Makes the tenant's `facts` node generate `rows` rows (its next build's size). */
      async setRows(t: LoadTenant, rows: number) {
        await client(t).call('PUT', `${layer(t)}/facts`, { query: encodeQuery(facts(rows)) });
      },
      /** Queues a build of the tenant's model. */
      async build(t: LoadTenant) {
        await client(t).call('POST', runs(t), { pipelineName: 'BuildModel', layer: 'model', parameters: {} });
      },
      /** Runs queued or running in all tenants. */
      async active() {
        let count = 0;
        for (const t of tenants)
          count += (
            await client(t).call<{ meta: { totalItems: number } }>('GET', `${runs(t)}?${ACTIVE}&daysBack=1`)
          ).meta.totalItems;
        return count;
      },
      /** Waits until no run is queued or running; throws when one failed. */
      async untilSettled() {
        while ((await deployment.active()) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        for (const t of tenants) {
          const failed = await client(t).call<{ results: { message?: string }[] }>(
            'GET',
            `${runs(t)}?status=Failed&daysBack=1`,
          );
          if (failed.results.length) throw new Error(`a build failed: ${failed.results[0].message}`);
        }
      },
    };
    for (const t of tenants) {
      await client(t).call('POST', layer(t), { name: 'facts' });
      await deployment.setRows(t, 10_000);
      await client(t).call('POST', layer(t), { name: 'totals' });
      await client(t).call('PUT', `${layer(t)}/totals`, { query: encodeQuery(TOTALS) });
      await deployment.build(t);
    }
    await deployment.untilSettled();
    return deployment;
  } catch (err) {
    await stop();
    throw err;
  }
}
export type LoadDeployment = Awaited<ReturnType<typeof startLoadDeployment>>;

/** What a tenant's screens ask: the run monitor (polled, so twice), the engagement, its tables, a preview, nodes, storage. */
export function screensOf(origin: string, t: LoadTenant) {
  const id = t.engagementId;
  const pipelines = `/api/pipelines/engagements/${id}`;
  const monitor = `${pipelines}/runs?layer=model&sortBy=runStart&direction=desc&daysBack=30&page=1&pageSize=10`;
  return [
    monitor,
    `/api/engagements/${id}`,
    `${pipelines}/warehouse/tables`,
    monitor,
    `${pipelines}/warehouse/tables/model/facts/preview?limit=100`,
    `/api/nodeModel/engagements/${id}/branches/main/layers/model/nodes`,
    `/api/storage/engagements/${id}/import/folder?path=&page=1&pageSize=10`,
  ].map((url) => `${origin}${url}`);
}
