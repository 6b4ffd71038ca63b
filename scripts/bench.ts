// `npm run bench [-- <name-prefix>]`: every benchmark on generated data, one `bench:` line per figure
// (format in DESIGN.md). Benchmarks live in apps/server/src/bench/*.bench.ts and export `run()`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const prefix = process.argv[2] ?? '';
const dir = path.join(import.meta.dirname, '../apps/server/src/bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
let ran = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    name: string;
    run(prefix: string): Promise<void>;
  };
  if (prefix && !mod.name.startsWith(prefix) && !prefix.startsWith(mod.name)) continue;
  console.log(`# ${file}`);
  await mod.run(prefix);
  ran++;
}
if (!ran) console.log(`no benchmark matches '${prefix}'`);
