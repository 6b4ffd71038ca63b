// The choices of a configuration screen live in the address query (workspace.md "Screen behaviour":
// written to the address and restored on load). Choosing something clears what depends on it
// (section 4): a branch clears the node and below, a node its sources, categories and tests.

export const SELECTION_KEYS = ['branch', 'node', 'source', 'category', 'test'] as const;
export type SelectionKey = (typeof SELECTION_KEYS)[number];
export type Selection = Partial<Record<SelectionKey, string>>;

const DEPENDENTS: Record<SelectionKey, SelectionKey[]> = {
  branch: ['node', 'source', 'category', 'test'],
  node: ['source', 'category', 'test'],
  source: [],
  category: [],
  test: [],
};

export function readSelection(params: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const key of SELECTION_KEYS) {
    const value = params.get(key);
    if (value) selection[key] = value;
  }
  return selection;
}

/** The selection after choosing `value` for `key` (undefined clears it), without its dependents. */
export function choose(current: Selection, key: SelectionKey, value: string | undefined): Selection {
  const next: Selection = { ...current };
  if (current[key] !== value) for (const dependent of DEPENDENTS[key]) delete next[dependent];
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

/** The address query with the selection written in; other parameters stay. */
export function writeSelection(params: URLSearchParams, selection: Selection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SELECTION_KEYS) {
    const value = selection[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
