// Category names of a test (workspace.md section 5): duplicates are rejected ignoring case and an
// existing name is never added twice.
import { validateCategoryNames, validateName, type RuleMessage } from '@cairn/contracts';

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

/** The names a test is sent with: trimmed, blanks dropped (the server trims too). */
export const cleanCategoryNames = (names: readonly string[]): string[] =>
  names.map((name) => name.trim()).filter((name) => name !== '');

/**
 * The first problem of a test's category list, checked as the server checks it: every name by the
 * name rule and against the names before it, ignoring case (noDuplicateCategory); null when fine.
 */
export const categoryListProblem = (names: readonly string[]): RuleMessage | null =>
  validateCategoryNames(cleanCategoryNames(names))[0]?.message ?? null;
