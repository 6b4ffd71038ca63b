// What every configuration screen's test swaps out, imported before the screen so the mocks are in
// place when the screen's modules load: useNodeModelAccess answers testSupport's `mockedAccess`
// (set per test with setAccess), and the lazy CodeMirror editor is a plain textarea
// (TextareaSqlEditor), since the editor is not what these tests are about.
import { vi } from 'vitest';

vi.mock('./useNodeModelAccess', async () => ({
  useNodeModelAccess: (await import('./testSupport')).mockedAccess,
}));
vi.mock('./editor/LazySqlEditor', async () => ({
  LazySqlEditor: (await import('./testSupport')).TextareaSqlEditor,
}));
