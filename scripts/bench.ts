// `npm run bench [-- <name-prefix>]`: every benchmark on generated data, one `bench:` line per figure
// (format in DESIGN.md). Benchmarks live in apps/server/src/bench/*.bench.ts and export `run()`.
// A benchmark that needs a PostgreSQL server (`needsPostgres`) gets a throwaway one from
// scripts/with-postgres.sh when CAIRN_TEST_DATABASE_URL is not set: it runs in a child process under
// that script, so that the others keep measuring the embedded default (PGlite) as a user runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const prefix = process.argv[2] ?? '';
const only = process.env.CAIRN_BENCH_ONLY; // set for the child that runs one file under a server
const root = path.join(import.meta.dirname, '..');
const dir = path.join(root, 'apps/server/src/bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f === only))
  .sort();
let ran = 0;
let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    name: string;
    needsPostgres?: boolean;
    run(prefix: string): Promise<void>;
  };
  // A prefix of the bench's name runs it (`scale` runs scale, scale-reads and scale-paint); so does
  // one of its figures' names (`build.ratio`), but not a longer name (`scale-paint` is not `scale`).
  if (prefix && !mod.name.startsWith(prefix) && !prefix.startsWith(`${mod.name}.`)) continue;
  ran++;
  if (mod.needsPostgres && !process.env.CAIRN_TEST_DATABASE_URL) {
    console.log(`# ${file} (on a throwaway PostgreSQL server)`);
    const child = spawnSync(
      'bash',
      [
        path.join(root, 'scripts/with-postgres.sh'),
        process.execPath,
        ...process.execArgv,
        import.meta.filename,
        prefix,
      ],
      { stdio: 'inherit', env: { ...process.env, CAIRN_BENCH_ONLY: file } },
    );
    if (child.status !== 0) failed = true;
    continue;
  }
  if (!only) console.log(`# ${file}`);
  await mod.run(prefix);
}
if (!ran) console.log(`no benchmark matches '${prefix}'`);
if (failed) process.exitCode = 1;
