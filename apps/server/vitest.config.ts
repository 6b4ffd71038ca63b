import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores: PGlite and argon2 are CPU-bound, more workers only contend.
    maxWorkers: 2,
  },
});
