// Runs before every test file of the shared module graph (vitest.config.ts). Files there follow one
// another in the same worker, so what one test leaves behind must go before the next file starts:
// its mounted trees (testing-library cleans up by itself only with vitest's globals on, which this
// suite does not use) and any global it stubbed (fetch, location).
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  vi.unstubAllGlobals();
});
