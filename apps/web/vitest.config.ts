import { defineConfig } from 'vitest/config';

// Unit tests run in node: they check pure logic (locales, stores). Component tests (*.test.tsx)
// render in happy-dom with fetch mocked; they say so with a `@vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
