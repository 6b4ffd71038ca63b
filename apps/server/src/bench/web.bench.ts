// What the browser downloads for the web app's routes (gzip, KiB), read from the production build
// (`npm run build` first): the sign-in page loads index.html's entry script, its static imports
// (the modulepreload links) and the stylesheet; a route adds its lazily imported page chunks and
// their static imports. Sizes are each file gzipped at level 9, as a compressing proxy would serve
// them. `web.overview_ms` and `web.folder_5000_ms` are Chromium timings (web-timings.ts); `web.page.*`
// every page of both specs opened in Chromium (web-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { report } from './report.js';
import { webPages } from './web-pages.js';
import { webTimings } from './web-timings.js';

export const name = 'web';

const dist = path.join(import.meta.dirname, '../../../web/dist');
const assets = path.join(dist, 'assets');

const gzipKiB = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length / 1024;

/** A chunk's static imports (`import{…}from"./x.js"`, `import"./x.js"`), not its dynamic `import()`s. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const chunkOf = (module: string) => {
  const found = fs.readdirSync(assets).find((f) => f.startsWith(`${module}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`no chunk for ${module} in ${assets}: run npm run build`);
  return found;
};

const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipKiB(f), 0);

export async function run(prefix: string) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('# web: no production build (apps/web/dist): run `npm run build` first');
    return;
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/assets\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const signIn = closure(entry);
  report(prefix, 'web.signin_kib', total(signIn) + total(css), 'KiB');

  // Every page behind the sign-in sits in the shell, behind the engagement gate for workspace pages.
  const shell = closure([...signIn, chunkOf('Shell')]);
  const route = (...pages: string[]) => closure([...shell, ...pages.map(chunkOf)]);
  report(prefix, 'web.overview_kib', total(route('OverviewPage')) + total(css), 'KiB');

  const pages = fs
    .readdirSync(assets)
    .filter((f) => /^[A-Z][A-Za-z]+Page-[\w-]+\.js$/.test(f))
    .map((f) => f.slice(0, f.indexOf('-')));
  let largest = { page: '', kib: 0 };
  for (const page of new Set(pages)) {
    const kib = total(route('EngagementPageGate', page)) + total(css);
    if (kib > largest.kib) largest = { page, kib };
  }
  console.log(`# web: the largest route is ${largest.page}`);
  report(prefix, 'web.largest_route_kib', largest.kib, 'KiB');
  // `-- web.page` opens every page only; the sign-in and folder timings need a server of their own.
  if (!prefix.startsWith('web.page')) await webTimings(prefix, dist);
  await webPages(prefix);
}
