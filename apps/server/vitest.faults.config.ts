import { defineConfig } from 'vitest/config';

// `npm run test:faults` (scripts/test-faults.sh): the process-level fault tests, *.faults.test.ts,
// which the test command leaves out (vitest.config.ts) for their length. They need PostgreSQL
// (CAIRN_TEST_DATABASE_URL, scripts/with-postgres.sh): a killed worker is one process of several.
export default defineConfig({
  test: {
    include: ['src/**/*.faults.test.ts'],
    hookTimeout: 120_000,
    // One file at a time: each starts its own deployment on a 2-core machine.
    maxWorkers: 1,
  },
});
