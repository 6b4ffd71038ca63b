// Drizzle asks PGlite to leave dates, times, intervals and their arrays as text (it maps them itself)
// by passing the same nine parsers with every query. PGlite then copies its whole table of parsers
// (318 entries) into a new object to add them: ~0.2 ms of CPU per query, about a third of a simple
// query's cost on the embedded default (docs/performance.md). Set once on the client instead, and
// taken off each query, the result is the same.
// (Type OIDs as numbers: this file must not load PGlite when the server runs on PostgreSQL.)
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;
/** drizzle-orm/pglite/session.js's parsers, as of drizzle-orm 0.45 (pglite-parsers.test.ts compares them). */
export const DRIZZLE_TEXT_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

type Query = PGlite['query'];

/** The query options without drizzle's parsers, which the client already applies. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== DRIZZLE_TEXT_TYPES.length || !DRIZZLE_TEXT_TYPES.every((oid) => oid in parsers))
    return options;
  const { parsers: _applied, ...rest } = options;
  return rest;
}

function parsersTakenOff(query: Query): Query {
  return ((text, params, options) => query(text, params, withoutDrizzleParsers(options))) as Query;
}

/**
 * Makes `client` parse drizzle's text types as text itself, and stops drizzle's per-query copy of
 * the parser table, on the client and in its transactions. Call once the client is ready (PGlite
 * sets its array parsers while it starts, which would replace the array entries set earlier).
 */
export function applyDrizzleParsersOnce(client: PGlite) {
  const table = (client as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
  for (const oid of DRIZZLE_TEXT_TYPES) table[oid] = asText;
  client.query = parsersTakenOff(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const lighter = Object.create(tx) as Transaction;
      lighter.query = parsersTakenOff(tx.query.bind(tx));
      return callback(lighter);
    })) as PGlite['transaction'];
}
