// The embedded database's first start happens in a child process (first-start.ts): the serving
// process then opens a database that is already created and migrated, with PGlite's small buffers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { isFirstEmbeddedStart } from './first-start.js';
import { cairnCommand, REPO } from './test/cairn-process.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-first-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('first start of the embedded database', () => {
  it('is the first start until PGlite has created its data directory, and never with PostgreSQL', async () => {
    const dataDir = tempDir();
    expect(isFirstEmbeddedStart({ dataDir, databaseUrl: undefined })).toBe(true);
    expect(isFirstEmbeddedStart({ dataDir, databaseUrl: 'postgres://localhost/cairn' })).toBe(false);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    try {
      expect(isFirstEmbeddedStart({ dataDir, databaseUrl: undefined })).toBe(false);
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(result.rows[0].shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('stops serve with a clear message when the set-up in the child process fails', () => {
    const dataDir = tempDir();
    // A file where PGlite's directory belongs: the child cannot create the database.
    fs.writeFileSync(path.join(dataDir, 'pg'), 'not a directory');
    const res = spawnSync(process.execPath, cairnCommand('serve'), {
      cwd: REPO,
      env: { ...process.env, CAIRN_DATA_DIR: dataDir, CAIRN_PORT: '0' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(
      'Setting up the embedded database failed (cairn seed --demo ended with exit code 2)',
    );
    expect(res.stdout).not.toContain('Cairn is running');
  });
});
