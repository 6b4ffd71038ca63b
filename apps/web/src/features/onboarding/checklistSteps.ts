// The first-use checklist of an engagement (issue 27): the journey's six steps, each ticked by what
// exists in the engagement, not by a click. Pure, so the rule is tested without a screen.
export const CHECKLIST_STEPS = ['upload', 'import', 'node', 'build', 'test', 'dashboard'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** What the engagement has; undefined: not known (still loading, or the user may not read it). */
export interface EngagementEvidence {
  importFiles?: number;
  tables?: readonly { schema: string }[];
  modelNodes?: number;
  testNodes?: number;
  dashboards?: number;
}

export type StepState = 'done' | 'todo' | 'unknown';

const BUILT_SCHEMAS = ['model', 'filtering', 'labeling', 'analytical'];

/** Each step's state; a later step done implies the earlier ones it needs (a table means a file). */
export function checklistStates(e: EngagementEvidence): Record<ChecklistStep, StepState> {
  const state = (value: boolean | undefined): StepState =>
    value === undefined ? 'unknown' : value ? 'done' : 'todo';
  const imported = e.tables && e.tables.some((t) => t.schema === 'import');
  const built = e.tables && e.tables.some((t) => BUILT_SCHEMAS.includes(t.schema));
  return {
    upload: state(
      e.importFiles === undefined ? (imported ? true : undefined) : e.importFiles > 0 || imported,
    ),
    import: state(imported),
    node: state(e.modelNodes === undefined ? (built ? true : undefined) : e.modelNodes > 0 || built),
    build: state(built),
    test: state(e.testNodes === undefined ? undefined : e.testNodes > 0),
    dashboard: state(e.dashboards === undefined ? undefined : e.dashboards > 0),
  };
}

/** Where each step is done. */
export const STEP_ADDRESS: Record<ChecklistStep, string> = {
  upload: '/storage-manager',
  import: '/import',
  node: '/modeling/config',
  build: '/modeling/run',
  test: '/testing/config',
  dashboard: '/dashboards',
};
