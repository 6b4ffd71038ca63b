import { DEFAULT_BRANCH, type Branch } from '@cairn/contracts';

/**
 * The branch a build screen opens on when the address names none: the published branch (the one
 * the Run screens' pipelines execute), else main, else the first. Undefined while either list is
 * still on its way, so the screen does not open on main and jump to the published branch after.
 */
export function defaultBranch(
  branches: readonly Branch[] | undefined,
  published: { settled: boolean; branch?: string | null } = { settled: true },
): string | undefined {
  if (!branches?.length || !published.settled) return undefined;
  const has = (name: string | null | undefined) => !!name && branches.some((b) => b.name === name);
  if (has(published.branch)) return published.branch!;
  return has(DEFAULT_BRANCH) ? DEFAULT_BRANCH : branches[0].name;
}
