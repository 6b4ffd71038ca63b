import { defineConfig } from 'vitest/config';

// Unit tests run in node: they check pure logic (locales, stores). Component tests (*.test.tsx)
// render in happy-dom with fetch mocked; they say so with a `@vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // A component test that renders an antd screen takes 1-3 s here on a quiet machine; under load
    // (CI, two cores) the default 5 s was seen to run out. Time limits are not what these test.
    testTimeout: 20_000,
    // Both cores (vitest's default leaves one free: half the speed on a 2-core machine).
    maxWorkers: 2,
  },
});
