import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two passes (docs/testing.md): on PGlite every test but *.pg.test.ts (those need a PostgreSQL
    // server); on PostgreSQL (scripts/with-postgres.sh sets CAIRN_TEST_DATABASE_URL) only the tests
    // whose subject is SQL, transactions, locks, queues or migrations: *.db.test.ts and *.pg.test.ts.
    include: process.env.CAIRN_TEST_DATABASE_URL
      ? ['src/**/*.db.test.ts', 'src/**/*.pg.test.ts']
      : ['src/**/*.test.ts'],
    // *.faults.test.ts are `npm run test:faults` (vitest.faults.config.ts), too long for this command.
    exclude: process.env.CAIRN_TEST_DATABASE_URL
      ? [...configDefaults.exclude, 'src/**/*.faults.test.ts']
      : [...configDefaults.exclude, 'src/**/*.pg.test.ts', 'src/**/*.faults.test.ts'],
    // Migrates one template database per pass; every test server copies it (src/test/database-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores: PGlite and argon2 are CPU-bound, more workers only contend.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of loading the server's
    // modules again for each file (~3 s a file here). Every test builds its own app and database
    // (testServer), so no state a test relies on lives in a module; a test that needs its own module
    // state says so in its file. Measured: docs/testing.md.
    isolate: false,
  },
});
