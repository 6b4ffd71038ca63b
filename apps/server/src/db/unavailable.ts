// A database Cairn needs (the metadata store on PostgreSQL, a PostgreSQL warehouse) that cannot be
// reached for now: restarting, failing over, or down. Such an error says nothing about the request,
// so the API answers 503 with a code the web app names and a Retry-After (http/errors.ts) instead of
// a 500 with an error number; the pools open new connections once the server is back (db/client.ts).

/** Seconds a client waits before asking again: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server going away or not there yet: class 08 (connection exception), 57P01
 * admin_shutdown (a fast shutdown ends every session), 57P02 crash_shutdown, 57P03
 * cannot_connect_now ("the database system is starting up" / "shutting down").
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** The socket's own errors: refused (stopped), reset or cut (killed mid-answer), unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a connection lost or never made (pg/lib/client.js, pg-pool): it
 * gives these no code. "Client was closed" is left out: that is Cairn ending a client itself.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;

/**
 * Whether `err`, or an error it wraps (drizzle's DrizzleQueryError, a WarehouseError, an
 * AggregateError of a host's several addresses), is a database that cannot be reached.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  if (DRIVER_MESSAGES.test(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
