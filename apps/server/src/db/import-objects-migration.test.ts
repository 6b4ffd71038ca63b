// Migration 0028 moves the import's queue states and settings out of the storage index into the
// import module's own table: an installation upgrading keeps every file's place in the queue and
// every folder's settings. Migrations 0000-0027 are applied as they shipped, rows written the old
// way, then 0028.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');
const db = new PGlite();
afterAll(() => db.close());

async function apply(file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

it('keeps queue states and import settings when they move to import_objects', async () => {
  const files = fs
    .readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const move = files.indexOf('0028_import_objects.sql');
  expect(move).toBeGreaterThan(0);
  for (const file of files.slice(0, move)) await apply(file);
  const [{ id: tenantId }] = (
    await db.query<{ id: string }>(`insert into tenants (name) values ('T') returning id`)
  ).rows;
  const [{ id: engagementId }] = (
    await db.query<{ id: string }>(
      `insert into engagements (name, tenant_id) values ('E', $1) returning id`,
      [tenantId],
    )
  ).rows;
  const insert = (name: string, type: string, state: string | null, settings: string | null) =>
    db.query<{ id: string }>(
      `insert into storage_objects (engagement_id, purpose, parent_path, name, type, display_name, queue_state, import_settings)
       values ($1, 'import', '', $2, $3, $2, $4, $5::jsonb) returning id`,
      [engagementId, name, type, state, settings],
    );
  const staged = (await insert('a.csv', 'File', 'Staged', null)).rows[0].id;
  const finished = (await insert('b.csv', 'File', 'Finished', '{"delimiter":";"}')).rows[0].id;
  const folder = (await insert('f-in', 'Folder', null, '{"hasHeader":false}')).rows[0].id;
  await insert('plain', 'Folder', null, null);

  await apply(files[move]);

  const moved = await db.query<{
    object_id: string;
    engagement_id: string;
    queue_state: string | null;
    settings: unknown;
  }>(
    'select object_id, engagement_id, queue_state, settings from import_objects order by queue_state nulls last',
  );
  expect(moved.rows).toEqual([
    {
      object_id: finished,
      engagement_id: engagementId,
      queue_state: 'Finished',
      settings: { delimiter: ';' },
    },
    { object_id: staged, engagement_id: engagementId, queue_state: 'Staged', settings: null },
    { object_id: folder, engagement_id: engagementId, queue_state: null, settings: { hasHeader: false } },
  ]);
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'storage_objects'`,
  );
  expect(columns.rows.map((c) => c.column_name)).not.toContain('queue_state');
});
