// What a warehouse process may see of the server's environment: only what node, DuckDB and the
// system libraries need to run. Users' SQL runs in that process; with the whole environment it
// could read the secrets key, the database URL or cloud credentials (DuckDB's getenv(), a crash
// dump), so the environment is an allow-list, never process.env minus a deny-list.
const ALLOWED = new Set([
  'PATH',
  'HOME', // DuckDB's home directory for its settings and extensions
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'NODE_ENV',
]);

export function childEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => ALLOWED.has(name)));
}
