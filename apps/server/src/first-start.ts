// The first start of the embedded database: creating PGlite's data directory (its initdb) grows the
// process's WebAssembly memory by about 500 MB, which WebAssembly never gives back, and seeding the
// demo grows it further. So `cairn serve` does that work in a short-lived `cairn seed --demo` (or
// `cairn migrate`) child process, and the serving process only ever opens a ready database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

export class FirstStartError extends Error {}

/** Embedded database whose data directory PGlite has not created yet. */
export function isFirstEmbeddedStart(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  return !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'));
}

/** Runs this same CLI (and its loader, e.g. tsx) as `seed --demo` or `migrate`, and waits for it. */
export async function initialiseInChildProcess(config: Pick<Config, 'seedDemo'>) {
  const command = config.seedDemo ? ['seed', '--demo'] : ['migrate'];
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], ...command], {
    // The demo's credentials are printed by the child, once; `migrate` has nothing worth showing.
    stdio: ['ignore', config.seedDemo ? 'inherit' : 'ignore', 'inherit'],
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new FirstStartError(
      `Setting up the embedded database failed (cairn ${command.join(' ')} ended with ${signal ?? `exit code ${code}`}).`,
    );
  }
}
