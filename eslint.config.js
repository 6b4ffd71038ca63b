import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every table has one owning module (apps/server/src/db/schema/<file>.ts): a module imports only its
// own tables and calls another module's service for the rest. Tests, seeds and benchmarks may reach
// any table to set up their data.
const SERVER = 'apps/server/src';
const AUTHORIZATION = [
  `${SERVER}/access`,
  `${SERVER}/auth`,
  `${SERVER}/modules/authorization`,
  `${SERVER}/modules/profile`,
];
const TABLE_OWNERS = {
  identity: AUTHORIZATION,
  access: AUTHORIZATION,
  // Tenants and engagements share one schema file: the tenants module owns the tenants rows, the
  // engagements module the engagements rows (docs/decisions.md, "Tenancy schema shared").
  tenancy: [`${SERVER}/modules/engagements`, `${SERVER}/modules/tenants`],
  tenants: [`${SERVER}/modules/tenants`],
  deployments: [`${SERVER}/modules/deployments`, `${SERVER}/jobs/deployment-task-runner.ts`],
  costs: [`${SERVER}/modules/costs`, `${SERVER}/jobs/auto-pause.ts`],
  storage: [`${SERVER}/modules/storage`],
  imports: [`${SERVER}/modules/import`],
  pipelines: [`${SERVER}/modules/pipelines`, `${SERVER}/jobs/run-queue.ts`, `${SERVER}/jobs/run-worker.ts`],
  building: [`${SERVER}/modules/building`],
  audit: [`${SERVER}/modules/audit`],
  rbac: [`${SERVER}/modules/rbac`, `${SERVER}/jobs/rbac-task-runner.ts`],
  secrets: [`${SERVER}/modules/secrets`],
  connectors: [`${SERVER}/modules/connectors`, `${SERVER}/jobs/broker-poller.ts`],
  publishing: [`${SERVER}/modules/publishing`],
  'engagement-configurations': [`${SERVER}/modules/engagement-configurations`],
  'gain-batches': [`${SERVER}/modules/gain/batches`],
  'gain-import-config': [`${SERVER}/modules/gain/import-config`],
  'gain-governance': [`${SERVER}/modules/gain/governance`],
  'dashboard-capacities': [`${SERVER}/modules/dashboards/capacities`],
  dashboards: [`${SERVER}/modules/dashboards/cairn`],
  'access-tokens': [`${SERVER}/modules/access-tokens`],
  feedback: [`${SERVER}/modules/feedback`],
  orchestrations: [`${SERVER}/modules/orchestrations`],
  'node-model': [`${SERVER}/modules/node-model`],
};
// Reads across owners that are allowed, each with why. Keep this list short: a new entry is a debt to
// pay back with a service call or a port (modules/rbac/ports.ts), except access control folded into
// queries.
const READS_ACROSS = {
  // Scope resolution and visibility are folded into SQL (an object the caller may not see is 404).
  [`${SERVER}/access/access.service.ts`]: ['tenancy'],
};
const OWNER_PLACES = [...new Set(Object.values(TABLE_OWNERS).flat())];
const asFiles = (place) => (place.endsWith('.ts') ? [place] : [`${place}/**/*.ts`]);
const NOT_SETUP = [
  '**/*.test.ts',
  '**/*.test-helpers.ts',
  `${SERVER}/test/**`,
  `${SERVER}/seed/**`,
  `${SERVER}/bench/**`,
  `${SERVER}/db/**`,
];
const tableRule = (owned) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/db/schema/*', ...owned.map((file) => `!**/db/schema/${file}.js`)],
          message:
            "Another module's tables: call that module's service instead (each table has one owning module; see eslint.config.js TABLE_OWNERS).",
        },
      ],
    },
  ],
});
const tableOwnership = [
  // Code outside every owner (node-model, settings, warehouse, http, maintenance, ...) owns no table.
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [...OWNER_PLACES.flatMap(asFiles), ...NOT_SETUP],
    rules: tableRule([]),
  },
  ...OWNER_PLACES.map((place) => ({
    files: asFiles(place),
    ignores: NOT_SETUP,
    rules: tableRule(Object.keys(TABLE_OWNERS).filter((file) => TABLE_OWNERS[file].includes(place))),
  })),
  // Later blocks win: a file with allowed reads across owners gets its own list.
  ...Object.entries(READS_ACROSS).map(([file, extra]) => {
    const owned = Object.keys(TABLE_OWNERS).filter((schema) =>
      TABLE_OWNERS[schema].some((place) => file === place || file.startsWith(`${place}/`)),
    );
    return { files: [file], rules: tableRule([...owned, ...extra]) };
  }),
];

// web layering (issue 25): app/ (shell, providers, routes) sits on features/, features on shared/.
// shared/ imports neither features/ nor app/; a feature does not reach into the app shell's
// internals (lazyPage, providers, ...): what both need lives in shared/ (shared/routing,
// shared/preferences) or is passed in. Tests follow the same rule (test helpers: shared/testing).
const WEB = 'apps/web/src';
const webLayer = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});
const webLayering = [
  {
    files: [`${WEB}/shared/**/*.{ts,tsx}`],
    rules: webLayer('shared/ is below features/ and app/: move the piece down into shared/ or pass it in.', [
      '**/features/**',
      '**/app/**',
    ]),
  },
  {
    files: [`${WEB}/features/**/*.{ts,tsx}`],
    rules: webLayer(
      "A feature does not import the app shell's internals (app/): move what both need into shared/ or pass it in.",
      ['**/app/**'],
    ),
  },
];

// server layering (issue 25): the composition root (app-context.ts, modules/registry.ts, the route
// list modules/routes.ts) builds modules and job runners, never the other way round: a module's
// routes take the services they name, a job runner the context it names. access/ is the kernel the
// modules stand on. Domain modules use the warehouse's interface (warehouse.service.ts), never its
// process internals. A different rule name than the table ownership's, so both apply to a file.
const serverLayer = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const NOT_THE_ROOT = {
  group: ['**/app-context.js', '**/registry.js', '**/routes.js'],
  message:
    'The composition root builds modules and job runners: name the services you need in your parameter instead.',
};
const NOT_THE_PROCESS = {
  group: ['**/warehouse/process/**'],
  message:
    "A domain module uses the warehouse's interface (warehouse/warehouse.service.ts), not its process internals.",
};
const serverLayering = [
  {
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: [`${SERVER}/modules/registry.ts`, `${SERVER}/modules/routes.ts`, ...NOT_SETUP],
    rules: serverLayer(NOT_THE_ROOT, NOT_THE_PROCESS),
  },
  { files: [`${SERVER}/jobs/**/*.ts`], ignores: NOT_SETUP, rules: serverLayer(NOT_THE_ROOT) },
  {
    files: [`${SERVER}/access/**/*.ts`],
    ignores: NOT_SETUP,
    rules: serverLayer({
      group: ['**/modules/**'],
      message: 'access/ is below the modules: a module calls access, not the other way round.',
    }),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.test-data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'apps/web/src/shared/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...tableOwnership,
  ...webLayering,
  ...serverLayering,
);
