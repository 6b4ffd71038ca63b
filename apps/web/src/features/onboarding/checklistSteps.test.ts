import { describe, expect, it } from 'vitest';
import { checklistStates } from './checklistSteps';

describe('the first-use checklist', () => {
  it('ticks nothing in an empty engagement', () => {
    expect(
      checklistStates({ importFiles: 0, tables: [], modelNodes: 0, testNodes: 0, dashboards: 0 }),
    ).toEqual({
      upload: 'todo',
      import: 'todo',
      node: 'todo',
      build: 'todo',
      test: 'todo',
      dashboard: 'todo',
    });
  });

  it('ticks each step by what exists, and an earlier step that a later one needs', () => {
    const states = checklistStates({
      importFiles: 0,
      tables: [{ schema: 'import' }, { schema: 'model' }],
      modelNodes: 0,
      testNodes: 1,
      dashboards: 0,
    });
    expect(states).toEqual({
      upload: 'done',
      import: 'done',
      node: 'done',
      build: 'done',
      test: 'done',
      dashboard: 'todo',
    });
  });

  it('says unknown where the user may not read what would tell', () => {
    expect(checklistStates({})).toEqual({
      upload: 'unknown',
      import: 'unknown',
      node: 'unknown',
      build: 'unknown',
      test: 'unknown',
      dashboard: 'unknown',
    });
  });
});
