// Regenerates the web app's API client types from the server's OpenAPI document (STYLE.md rule 13):
//   npm run api:generate            writes apps/web/src/shared/api/openapi.json and schema.gen.ts
//   npm run api:generate -- --check exits 1 when the committed files differ from a fresh generation
// The server's Fastify app is built in-process (in-memory PGlite, no migrations, nothing listening)
// and asked for its document, so the types follow the routes' zod schemas and nothing else.
// Needs @cairn/contracts built (`npm run build -w @cairn/contracts`): the server imports its dist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/web/src/shared/api');
const DOCUMENT_FILE = path.join(OUT_DIR, 'openapi.json');
const TYPES_FILE = path.join(OUT_DIR, 'schema.gen.ts');
const COMMAND = 'npm run api:generate';

const HEADER = `// GENERATED FILE, do not edit. Run \`${COMMAND}\` (scripts/generate-api-types.ts) after changing
// a route's schema; \`npm test\` fails while this file is stale. Source: the server's OpenAPI document
// (GET /api/openapi.json), copied beside this file as openapi.json.
`;

/** The document as the server serves it, from an app built in-process and closed again. */
async function readOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-api-types-'));
  // The document depends only on the routes, never on the data: skip the migrations.
  const database = await openDatabase({ pgliteDir: 'memory://', migrate: false });
  try {
    const config = loadConfig({
      CAIRN_DATA_DIR: dataDir,
      CAIRN_PUBLIC_URL: 'http://cairn.invalid',
      CAIRN_LOG_LEVEL: 'silent',
      CAIRN_WEB_DIR: '/nonexistent-cairn-web',
    });
    const { app } = await buildApp(config, database, { logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Keys sorted at every level, so the output does not depend on the order routes register in. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

async function generate(): Promise<Map<string, string>> {
  const document = sortKeys(await readOpenApiDocument()) as Parameters<typeof openapiTS>[0];
  const types = astToString(await openapiTS(structuredClone(document), { alphabetize: true }));
  return new Map([
    [DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`],
    [TYPES_FILE, `${HEADER}\n${types}`],
  ]);
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await generate();
  const relative = (file: string) => path.relative(ROOT, file);
  if (check) {
    const stale = [...files].filter(
      ([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text,
    );
    if (stale.length > 0) {
      console.error(
        `The web app's API client is stale: ${stale.map(([file]) => relative(file)).join(', ')} ` +
          `differ from the server's routes.\nRun \`${COMMAND}\` and commit the result.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`API client up to date (${[...files.keys()].map(relative).join(', ')})`);
    return;
  }
  for (const [file, text] of files) {
    fs.writeFileSync(file, text);
    console.log(`wrote ${relative(file)}`);
  }
}

await main();
