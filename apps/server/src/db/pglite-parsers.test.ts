// Drizzle on a PGlite client whose parsers were set once (pglite-parsers.ts) reads every type the same
// as drizzle on a client left as it is, in and out of transactions, and the client no longer gets
// drizzle's parsers with each query.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PGLITE_TEMPLATE_ENV } from '../test/database-template.js';
import { applyDrizzleParsersOnce, DRIZZLE_TEXT_TYPES } from './pglite-parsers.js';

const sample = pgTable('sample', {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true }).notNull(),
  local: timestamp({ mode: 'string' }),
  day: date(),
  wait: interval(),
  amount: numeric(),
  amounts: numeric().array(),
  days: date().array(),
  ats: timestamp({ withTimezone: true }).array(),
  data: jsonb(),
  label: text(),
});

const CREATE = `create table sample (id int primary key, at timestamptz not null, local timestamp, day date,
  wait interval, amount numeric, amounts numeric[], days date[], ats timestamptz[], data jsonb, label text)`;
const INSERT = `insert into sample values (1, '2026-03-29 01:30:00+01', '2026-03-29 02:30:00', '2026-02-28',
  '1 day 02:03:04', '12345678901234567890.25', '{1.5,2.25}', '{2026-01-01,2026-12-31}',
  '{"2026-01-01 00:00:00+00","2026-06-30 23:59:59.999+02"}', '{"a":[1,2]}', 'x'), (2, '2026-11-30 12:00:00+00', null, null,
  null, null, null, null, null, null, null)`;

async function openClient() {
  // The pass's migrated template (global-setup.ts) opens in a fraction of a new database's time.
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const client = await PGlite.create('memory://', {
    loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
  });
  await client.exec(CREATE);
  await client.exec(INSERT);
  return client;
}

/** Everything drizzle reads back, through the query builder (array rows) and raw SQL (object rows). */
async function readAll(client: PGlite) {
  const db = drizzle({ client });
  const built = await db.select().from(sample).orderBy(sample.id);
  const raw = await db.execute(sql`select * from sample where id = 1`);
  const inTransaction = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sample)
      .where(sql`id = 1`);
    const nested = await tx.transaction((inner) => inner.select({ days: sample.days }).from(sample));
    return { rows, nested };
  });
  return { built, raw, inTransaction };
}

describe('drizzle parsers set once on the PGlite client', () => {
  let plain: PGlite;
  let once: PGlite;
  const optionsSeen: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    [plain, once] = await Promise.all([openClient(), openClient()]);
    const query = once.query.bind(once);
    once.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      optionsSeen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    applyDrizzleParsersOnce(once);
  });
  afterAll(() => Promise.all([plain.close(), once.close()]));

  it('reads every type as drizzle does on a client left as it is', async () => {
    const [expected, actual] = [await readAll(plain), await readAll(once)];
    expect(actual).toEqual(expected);
    // The values drizzle maps itself stayed text until drizzle mapped them.
    expect(actual.built[0]).toMatchObject({
      local: '2026-03-29 02:30:00',
      day: '2026-02-28',
      wait: '1 day 02:03:04',
      amount: '12345678901234567890.25',
      amounts: ['1.5', '2.25'],
      days: ['2026-01-01', '2026-12-31'],
    });
    expect(actual.built[0]!.at).toEqual(new Date('2026-03-29T00:30:00Z'));
  });

  it('no longer gets drizzle parsers with each query', async () => {
    optionsSeen.length = 0;
    await drizzle({ client: once }).select().from(sample);
    expect(optionsSeen).toHaveLength(1);
    expect(optionsSeen[0]).toEqual({ rowMode: 'array' });
  });

  it('takes off exactly the parsers drizzle passes', async () => {
    const seen: string[][] = [];
    const query = plain.query.bind(plain);
    plain.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      seen.push(Object.keys(options?.parsers ?? {}));
      return query(text, params, options);
    }) as PGlite['query'];
    await drizzle({ client: plain }).select().from(sample);
    expect(seen[0]!.map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });
});
