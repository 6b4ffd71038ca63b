// `npm run test:faults`: the embedded default (`cairn serve` on PGlite in one data directory) killed
// with SIGKILL during a stream of writes, then started again on the same directory, CAIRN_FAULTS_KILLS
// times (5 by default) at moments picked at random (CAIRN_FAULTS_SEED repeats them). Every write
// that was answered 2xx is there after the restart, and the server starts cleanly each time (PGlite's
// recovery, the data directory's lock left by the killed process taken over). That a second process
// on a live data directory is refused is cli.test.ts's.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@cairn/contracts';
import { startCairn } from '../test/cairn-process.js';
import { embeddedDataDir } from '../test/embedded-data-dir.js';
import { seededRandom } from '../seed/import-demo-files.js';

const KILLS = Number(process.env.CAIRN_FAULTS_KILLS ?? 5);
const SEED = process.env.CAIRN_FAULTS_SEED ? Number(process.env.CAIRN_FAULTS_SEED) : Date.now() % 2 ** 31;
const WRITERS = 4;
const EMAIL = 'admin@kill.test';
const PASSWORD = 'Kill-password-1';
/** No demo: its seeding is not what is killed here, and it would take most of each start. */
const ENV = { CAIRN_SEED_DEMO: 'false' };

type Cairn = Awaited<ReturnType<typeof startCairn>>;
type Client = Awaited<ReturnType<Cairn['signIn']>>;

/** Every tenant's name by id, read page by page. */
async function tenantsOf(client: Client) {
  const names = new Map<string, string>();
  for (let page = 1; ; page++) {
    const { results, meta } = await client.json<{
      results: { id: string; name: string }[];
      meta: { totalItems: number };
    }>('GET', `/api/tenants?page=${page}&pageSize=${MAX_PAGE_SIZE}`);
    for (const t of results) names.set(t.id, t.name);
    if (page * MAX_PAGE_SIZE >= meta.totalItems) return names;
  }
}

/**
 * `WRITERS` loops creating tenants (a tenant and its audit entry in one transaction) until the
 * server goes away; each tenant answered 201 is recorded in `acknowledged`.
 */
function writeUntilKilled(cairn: Cairn, client: Client, kill: number, acknowledged: Map<string, string>) {
  let unanswered = 0;
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      const name = `Kill ${kill} writer ${w} tenant ${i}`;
      try {
        const res = await fetch(`${cairn.origin}/api/tenants`, {
          method: 'POST',
          headers: { ...client.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
        if (res.status !== 201) throw new Error(`POST /api/tenants: ${res.status} ${await res.text()}`);
        acknowledged.set(((await res.json()) as { id: string }).id, name);
      } catch (err) {
        // The kill: this write's fate is unknown (it may or may not be there); the writer stops.
        if (err instanceof TypeError) return void unanswered++;
        throw err;
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))).then(() => unanswered);
}

describe('the embedded default killed with SIGKILL during writes', () => {
  let dataDir: string | undefined;
  afterAll(() => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    `keeps every acknowledged write through ${KILLS} kills and restarts`,
    async () => {
      dataDir = await embeddedDataDir({ email: EMAIL, password: PASSWORD });

      const next = seededRandom(SEED);
      const acknowledged = new Map<string, string>();
      const restarts: number[] = [];
      const lost: string[] = [];
      let unanswered = 0;
      for (let kill = 0; kill <= KILLS; kill++) {
        const startedAt = Date.now();
        const cairn = await startCairn(ENV, { dataDir });
        restarts.push((Date.now() - startedAt) / 1000);
        const client = await cairn.signIn(EMAIL, PASSWORD);
        const present = await tenantsOf(client);
        for (const [id, name] of acknowledged)
          if (present.get(id) !== name) lost.push(`before kill ${kill}: ${name} (${id}) is missing`);
        if (kill === KILLS) {
          await cairn.stop();
          expect(await cairn.exited).toBe(0);
          break;
        }

        // The kill comes at a random moment once the writes are flowing (a few answered).
        const before = acknowledged.size;
        const writing = writeUntilKilled(cairn, client, kill, acknowledged);
        const deadline = Date.now() + 60_000;
        while (acknowledged.size < before + 5 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 10));
        const moment = 50 + Math.floor(next() * 1500);
        await new Promise((r) => setTimeout(r, moment));
        cairn.kill('SIGKILL');
        expect(await cairn.exited).toBe(null);
        unanswered += await writing;
      }

      console.log(`seed ${SEED}`);
      console.log(`bench: faults.embedded_kills ${KILLS} kills`);
      console.log(`bench: faults.embedded_acknowledged_writes ${acknowledged.size} writes`);
      console.log(`bench: faults.embedded_lost_writes ${lost.length} writes`);
      console.log(`bench: faults.embedded_restart_s ${Math.max(...restarts.slice(1)).toFixed(2)} s`);
      console.log(JSON.stringify({ restarts, unanswered }));
      expect(lost).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 5);
    },
    120_000 + KILLS * 60_000,
  );
});
