// Writes docs/configuration.md from the configuration schema (STYLE.md rule 13), so the table of
// environment variables cannot drift from what the server reads:
//   npm run docs:config                 writes docs/configuration.md
//   npm run docs:config -- --check      exits 1 when the committed file differs from a fresh generation
// Each variable's meaning and default live beside its zod schema in apps/server/src/config/ (env-*.ts,
// azure.ts); a default the text does not give is read from the schema itself. Needs @cairn/contracts
// built (`npm run build -w @cairn/contracts`): the schema imports its dist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_AREAS } from '../apps/server/src/config/env-schema.js';
import type { EnvVar } from '../apps/server/src/config/env-helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = path.join(ROOT, 'docs/configuration.md');
const COMMAND = 'npm run docs:config';

const INTRO = `# Configuration

<!-- GENERATED FILE, do not edit. Run \`${COMMAND}\` (scripts/generate-config-docs.ts) after changing a
variable in apps/server/src/config/; \`npm test\` fails while this file is stale. -->

Everything is configured through environment variables, validated at start-up; a bad value stops
Cairn with a message naming the variable. With none set, Cairn runs embedded: PGlite and local files
under \`./data\`, DuckDB warehouses, git repositories on disk, the demo seeded on the first start.

## The \`cairn\` command

\`npm start\` runs \`node --max-semi-space-size=2 --v8-pool-size=1 apps/server/dist/main.js serve\` (the
flags keep an idle server's young generation and V8's helper threads, and so its memory, small; give
them when you start the server yourself, and raise \`--v8-pool-size\` on a large, busy machine).

| command | what it does |
|---|---|
| \`cairn serve [--no-worker]\` | HTTP server: API under \`/api\`, sign-in under \`/authorization\`, \`/appSettings.json\`, \`/healthz\` (liveness: no database round trip), \`/readyz\` (readiness: database and data directory; 503 naming what is not ready), \`/api/openapi.json\` and the web app; runs the worker in-process unless \`--no-worker\` |
| \`cairn worker\` | the background worker alone (several against a shared PostgreSQL and warehouse server: docs/deploy.md) |
| \`cairn migrate\` | applies database migrations and syncs the permission catalogue |
| \`cairn seed --demo\` | creates the demo organisation (only into an empty database) |
| \`cairn admin create --email E [--name N] [--password P]\` | creates a platform administrator |

## Running against PostgreSQL

\`\`\`sh
export DATABASE_URL=postgres://cairn:secret@db.example.com:5432/cairn
node apps/server/dist/main.js migrate
node apps/server/dist/main.js admin create --email you@example.com
node apps/server/dist/main.js serve --no-worker   # several, behind a load balancer
node apps/server/dist/main.js worker              # any number, on any machine (see docs/deploy.md)
\`\`\`

Migrations take an advisory lock, so several servers may start at once. The demo is never seeded
automatically on PostgreSQL; run \`cairn seed --demo\` into an empty database if you want it.
[deploy.md](deploy.md) describes the processes, what each needs, health and readiness, sizing, backup
and restore, and a scaled deployment step by step: servers and workers that share nothing on local
disk, on PostgreSQL (metadata and warehouses), object storage and a git server, with the same
\`CAIRN_SECRETS_KEY\`. There an engagement naming no SQL server keeps its warehouse on the warehouse
server, a new engagement's files go to Azure Blob Storage or \`CAIRN_S3_BUCKET\`, and DuckDB files and
local storage are refused unless \`CAIRN_WAREHOUSE_DUCKDB=shared\` pins them to a directory every
process sees.

## Signing in with OIDC

Register Cairn at your provider as a web application with the redirect address
\`<CAIRN_PUBLIC_URL>/authorization/callback\`, then set \`CAIRN_OIDC_ISSUER\`, \`CAIRN_OIDC_CLIENT_ID\`
and (for a confidential client) \`CAIRN_OIDC_CLIENT_SECRET\`. Cairn uses the authorization-code flow
with PKCE. Users are matched by the issuer and \`sub\` claim, or on their first sign-in by a verified
e-mail; an identity Cairn does not know is told it is not registered (administrators register users).
Applications (service principals) get bearer tokens from \`POST /authorization/token\` with
\`grant_type=client_credentials\`.
`;

/** The default as the table shows it: the variable's own words, else the schema's default value. */
function defaultText(v: EnvVar): string {
  if (v.defaultText !== undefined) return v.defaultText;
  const parsed = v.schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return '(unset)';
  if (['string', 'number', 'boolean'].includes(typeof parsed.data)) return `\`${String(parsed.data)}\``;
  return `\`${JSON.stringify(parsed.data)}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function generate(): string {
  const sections = ENV_AREAS.map((area) => {
    const rows = Object.entries(area.vars).map(
      ([name, v]) => `| \`${name}\` | ${cell(defaultText(v))} | ${cell(v.meaning)} |`,
    );
    return [`## ${area.title}`, '', '| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
  });
  return `${INTRO}\n${sections.join('\n\n')}\n`;
}

function main() {
  const text = generate();
  const relative = path.relative(ROOT, OUT_FILE);
  if (process.argv.includes('--check')) {
    if (!fs.existsSync(OUT_FILE) || fs.readFileSync(OUT_FILE, 'utf8') !== text) {
      console.error(
        `${relative} is stale: it differs from the configuration schema (apps/server/src/config/).\n` +
          `Run \`${COMMAND}\` and commit the result.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`configuration docs up to date (${relative})`);
    return;
  }
  fs.writeFileSync(OUT_FILE, text);
  console.log(`wrote ${relative}`);
}

main();
