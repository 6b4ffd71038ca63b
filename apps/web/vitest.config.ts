import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_PATIENCE } from './src/shared/testing/patience';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

// Unit tests run in node: they check pure logic (locales, stores). Component tests (*.test.tsx)
// render in happy-dom with fetch mocked; they say so with a `@vitest-environment happy-dom` comment.
//
// Files that replace a module with `vi.mock` run isolated (their own module graph each). All others
// share one graph per worker: loading antd and the app's modules again for every file was half of
// the suite's time (measured: docs/testing.md). A mock registered in a shared graph would leak into
// the files after it, which is why the two groups are kept apart; each test renders its own app and
// QueryClient (shared/testing/renderWithApp), so no state a test relies on lives in a module.
// Found by reading the files, so that a new mock cannot land in the shared group: a test file that
// calls vi.mock, or imports a helper module that does (node-model/configScreenMocks.ts).
const sources = fs
  .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file: `src/${file}`, text: fs.readFileSync(path.join(srcDir, file), 'utf8') }));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const mockHelpers = sources
  .filter(({ file, text }) => !isTest(file) && text.includes('vi.mock('))
  .map(({ file }) => path.basename(file).replace(/\.tsx?$/, ''));
const mocking = sources
  .filter(({ file }) => isTest(file))
  .filter(({ text }) => text.includes('vi.mock(') || mockHelpers.some((h) => text.includes(`/${h}'`)))
  .map(({ file }) => file);
const shared = {
  environment: 'node' as const,
  // A component test that renders an antd screen takes 1-3 s here on a quiet machine; under load
  // (CI, two cores) the default 5 s was seen to run out. Time limits are not what these test.
  testTimeout: 20_000 * TEST_PATIENCE,
  // antd's computed CSS stays cached between tests (keepAntdStyles.ts: ~10% of the suite's CPU).
  setupFiles: ['src/shared/testing/keepAntdStyles.ts'],
};

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one free: half the speed on a 2-core machine).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'shared-graph',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: mocking,
          isolate: false,
          setupFiles: [...shared.setupFiles, 'src/shared/testing/sharedGraphSetup.ts'],
          // The groups run one after the other: a worker that switched between them would start
          // over, and the shared graph would be loaded again and again.
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...shared, name: 'isolated', include: mocking, sequence: { groupOrder: 1 } } },
    ],
  },
});
