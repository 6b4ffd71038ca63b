import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need a real PostgreSQL server: only the PostgreSQL pass (scripts/with-postgres.sh) runs them.
    exclude: process.env.CAIRN_TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores: PGlite and argon2 are CPU-bound, more workers only contend.
    maxWorkers: 2,
  },
});
