// The costs page's answer for a tenant with a year of metered history: five engagements, every day
// of the year metered (storage, warehouse, pipeline runs), read by a tenant Super User through the
// API (embedded PGlite on disk, as `cairn serve` runs by default). Issue 11 asks for under 200 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLE_NAMES, tenantScope } from '@cairn/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { syncCatalogue } from '../access/catalogue.js';
import { buildApp } from '../app.js';
import { seedCostsDemo } from '../seed/costs-demo.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { report } from './report.js';

export const name = 'costs';
const CALLS = 30;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
  const origin = 'http://cairn.bench';
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PUBLIC_URL: origin,
    CAIRN_LOG_LEVEL: 'silent',
    CAIRN_WEB_DIR: '/nonexistent',
  });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  await syncCatalogue(database.db);
  const { app } = await buildApp(config, database, { logger: false });
  try {
    const db = database.db;
    // Other tenants' history beside it, so the index has to pick the tenant out.
    for (let t = 0; t < 3; t++) {
      const tenant = (await buildTenant(db)).id;
      const engagements = [];
      for (let e = 0; e < 5; e++) engagements.push((await buildEngagement(db, tenant)).id);
      await seedCostsDemo(db, tenant, engagements, { days: 365 });
    }
    const tenantId = (await buildTenant(db)).id;
    const engagementIds = [];
    for (let e = 0; e < 5; e++) engagementIds.push((await buildEngagement(db, tenantId)).id);
    const rows = await seedCostsDemo(db, tenantId, engagementIds, { days: 365 });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantId) }],
    });
    const login = await app.inject({
      method: 'POST',
      url: '/authorization/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { origin },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const times: number[] = [];
    for (let i = 0; i < CALLS + 3; i++) {
      const started = process.hrtime.bigint();
      const res = await app.inject({
        method: 'GET',
        url: `/api/costs?tenantId=${tenantId}`,
        headers: { cookie },
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`costs answered ${res.statusCode}: ${res.body}`);
      if (i >= 3) times.push(ms); // the first calls warm the caches
    }
    console.log(`# ${rows} metered rows for the tenant (a year, five engagements); median of ${CALLS} calls`);
    report(prefix, 'costs.page_ms', median(times), 'ms');
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
