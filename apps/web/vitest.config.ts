import { defineConfig } from 'vitest/config';

// Unit tests run in node: they check pure logic (locales, stores), not rendered components.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
