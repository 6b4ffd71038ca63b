// Backup and restore of the embedded default, as docs/deploy.md says it (issue 30): the page's two
// snippets, read from the page and run by bash as written, back up a stopped Cairn whose engagements
// hold imported tables, node model commits, files and a stored secret; the restore goes into a new
// data directory, Cairn starts there, and every engagement's data, model and files are found.
// Cairn runs in this process on its data directory (PGlite on disk, DuckDB files, bare git
// repositories, local storage), as `cairn serve` builds it, not as a child process: two process
// starts cost more than the rest of the test, and what is tested is what lies on the disk.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type TablePreview } from '@cairn/contracts';
import { syncCatalogue } from './access/catalogue.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startRunWorker } from './jobs/run-worker.js';
import { importCalls } from './modules/import/import.test-helpers.js';
import { memoryLog } from './modules/pipelines/runs.test-helpers.js';
import { createFolder, uploadFiles } from './test/engagement-storage.js';
import { PGLITE_TEMPLATE_ENV } from './test/database-template.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from './test/factories.js';
import { REPO } from './test/cairn-process.js';
import { signIn, TEST_ORIGIN, type SignedInClient } from './test/test-server.js';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Cairn on a data directory as `cairn serve` opens it (main.ts), with a run worker, without HTTP. */
async function embeddedCairn(dataDir: string, fromTemplate = false) {
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PUBLIC_URL: TEST_ORIGIN,
    CAIRN_LOG_LEVEL: 'silent',
    CAIRN_WEB_DIR: '/nonexistent-cairn-web',
    CAIRN_RUN_POLL_MS: '50',
    CAIRN_TENANT_REQUESTS_PER_SECOND: '0',
    CAIRN_WAREHOUSE_NICENESS: '0',
  });
  // The first start unpacks the test pass's migrated database (a tar of a PGlite data directory)
  // instead of migrating (~5 s); then Cairn opens it as any data directory, migrating what is
  // missing (nothing), as the restored one does.
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const pgDir = path.join(dataDir, 'pg');
  if (fromTemplate && template) {
    fs.mkdirSync(pgDir, { recursive: true });
    execFileSync('tar', ['-xf', template, '-C', pgDir]);
  }
  const database = await openDatabase({ pgliteDir: pgDir });
  await syncCatalogue(database.db);
  const built = await buildApp(config, database, { logger: false });
  await built.app.ready();
  const worker = startRunWorker(built.ctx, memoryLog().log);
  return {
    ...built,
    database,
    /** Stops as SIGTERM does: the worker, the app, then the database (which frees its lock). */
    stop: async () => {
      await worker.stop();
      await built.app.close();
      await database.close();
    },
  };
}
type Cairn = Awaited<ReturnType<typeof embeddedCairn>>;

/** The shell snippet of docs/deploy.md after `<!-- name -->`, run by bash as the page gives it. */
function runDocSnippet(name: string, env: Record<string, string>) {
  const page = fs.readFileSync(path.join(REPO, 'docs/deploy.md'), 'utf8');
  const snippet = new RegExp(`<!-- ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(page)?.[1];
  if (!snippet) throw new Error(`docs/deploy.md has no snippet <!-- ${name} -->`);
  return execFileSync('bash', ['-euo', 'pipefail', '-c', snippet], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface Made {
  engagementId: string;
  /** The node committed to main, and the secret stored. */
  node: string;
  secret: string;
  /** A file of the engagement's main storage: its path and bytes. */
  file: { path: string; bytes: Buffer };
}

/**
 * An engagement as a user leaves it: a file stored, a node committed, a secret set, and (`imported`)
 * a CSV imported into its warehouse. One import only: a run's warehouse process costs seconds to start
 * on a loaded machine, and a second DuckDB file is restored no differently from the first.
 */
async function engagementWithData(cairn: Cairn, n: number, imported: boolean): Promise<Made> {
  const db = cairn.database.db;
  const engagement = await buildEngagement(db, (await buildTenant(db)).id, {
    features: ['Storage', 'Pipelines', 'NodeModelGit'],
  });
  const engagementId = engagement.id;
  const writerUser = await buildUser(db, {
    roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }],
  });
  const writer = await signIn(cairn, writerUser.email, PASSWORD);
  const bytes = crypto.randomBytes(64 * 1024);
  const folder = await createFolder(writer, engagementId, 'Evidence', 'main');
  await uploadFiles(writer, engagementId, folder, [{ name: 'scan.pdf', content: bytes }], 'main');
  if (imported) {
    const calls = importCalls(
      () => writer,
      () => engagementId,
    );
    const payroll = await calls.newFolder('Payroll');
    await calls.upload(payroll, [{ name: 'payroll.csv', content: 'id,amount\nE1,100.50\nX1,-1.25\n' }]);
    await calls.importAndWait(payroll, ['payroll.csv']);
  }
  const nodes = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model/nodes`;
  const node = `payroll_${n}`;
  const added = await writer.request('POST', nodes, { name: node, dbSchema: 'model' });
  expect(added.statusCode, added.body).toBe(201);
  const secret = `secret-${n}-${crypto.randomUUID()}`;
  await cairn.ctx.services.secrets.set(db, engagementId, 'backup.check', secret, null);
  return { engagementId, node, secret, file: { path: `${folder}/scan.pdf`, bytes } };
}

/** What a user finds of an engagement: its tables with their rows, its node model, its commits. */
async function snapshot(cairn: Cairn, client: SignedInClient, engagementId: string) {
  const pipelines = `/api/pipelines/engagements/${engagementId}`;
  const tables = (await client.request('GET', `${pipelines}/warehouse/tables`)).json() as {
    schema: string;
    name: string;
  }[];
  const rows: Record<string, TablePreview['rows']> = {};
  for (const t of tables) {
    const res = await client.request(
      'GET',
      `${pipelines}/warehouse/tables/${t.schema}/${t.name}/preview?limit=10`,
    );
    expect(res.statusCode, res.body).toBe(200);
    rows[`${t.schema}.${t.name}`] = (res.json() as TablePreview).rows;
  }
  const nodes = await client.request(
    'GET',
    `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model/nodes`,
  );
  expect(nodes.statusCode, nodes.body).toBe(200);
  const gitdir = cairn.ctx.services.nodeModel.gitdir(engagementId);
  const commits = execFileSync('git', ['log', '--format=%H %s', 'main'], { cwd: gitdir, encoding: 'utf8' });
  return { rows, nodes: nodes.json() as unknown, commits };
}

describe('backup and restore of the embedded default (docs/deploy.md)', () => {
  it("restores into a new data directory with every engagement's tables, node model, files and secrets", async () => {
    const dataDir = tempDir('cairn-live-');
    const backup = path.join(tempDir('cairn-backup-'), 'today');
    const keys = tempDir('cairn-keys-');
    const cairn = await embeddedCairn(dataDir, true);
    const adminUser = await buildUser(cairn.database.db, {
      roles: [{ role: ROLE_NAMES.admin, scope: '/platform' }],
    });
    const admin = await signIn(cairn, adminUser.email, PASSWORD);
    const made = [await engagementWithData(cairn, 1, true), await engagementWithData(cairn, 2, false)];

    const before = new Map<string, Awaited<ReturnType<typeof snapshot>>>();
    for (const { engagementId } of made) before.set(engagementId, await snapshot(cairn, admin, engagementId));

    // Running, the snippet refuses: a copy of a live PGlite directory is not a backup.
    expect(() =>
      runDocSnippet('backup:embedded', { CAIRN_DATA_DIR: dataDir, BACKUP: backup, KEYS: keys }),
    ).toThrow(/Cairn is running/);
    await cairn.stop();
    runDocSnippet('backup:embedded', { CAIRN_DATA_DIR: dataDir, BACKUP: backup, KEYS: keys });
    expect(fs.readdirSync(backup).sort()).toEqual([
      'git.tar.gz',
      'pg.tar.gz',
      'storage.tar.gz',
      'warehouse.tar.gz',
    ]);
    expect(fs.readdirSync(keys)).toEqual(['secrets.key']);

    // A new machine: nothing of the old directory is reachable (moved away, so a path that still
    // pointed into it would fail).
    const moved = `${dataDir}-gone`;
    fs.renameSync(dataDir, moved);
    dirs.push(moved);
    const restoredDir = path.join(tempDir('cairn-restored-'), 'data');
    runDocSnippet('restore:embedded', { CAIRN_DATA_DIR: restoredDir, BACKUP: backup, KEYS: keys });
    const restored = await embeddedCairn(restoredDir);
    try {
      const again = await signIn(restored, adminUser.email, PASSWORD);
      for (const { engagementId, node, secret, file } of made) {
        const found = await snapshot(restored, again, engagementId);
        expect(found).toEqual(before.get(engagementId));
        if (engagementId === made[0].engagementId)
          expect(found.rows['import.payroll']).toEqual([
            ['E1', '100.50'],
            ['X1', '-1.25'],
          ]);
        expect(found.nodes).toContainEqual(expect.objectContaining({ name: node }));
        const download = await again.request(
          'GET',
          `/api/storage/engagements/${engagementId}/main/files/content?path=${encodeURIComponent(file.path)}`,
        );
        expect(download.statusCode, download.body).toBe(200);
        expect(download.rawPayload.equals(file.bytes)).toBe(true);
        expect(await restored.ctx.services.secrets.reveal(engagementId, 'backup.check')).toBe(secret);
      }
    } finally {
      await restored.stop();
    }
  }, 60_000);
});
