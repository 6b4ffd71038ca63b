// Category names of a test (workspace.md section 5): duplicates are rejected ignoring case and an
// existing name is never added twice.
import { validateName, type RuleMessage } from '@cairn/contracts';

/** The names without later repeats, ignoring case; the first spelling stays. */
export function uniqueIgnoringCase(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Why `name` cannot join `names` (noDuplicateCategory for a repeat, or a name rule), or null. */
export const categoryNameProblem = (name: string, names: readonly string[]): RuleMessage | null =>
  validateName('category', name.trim(), names);
