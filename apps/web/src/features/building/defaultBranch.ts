import { DEFAULT_BRANCH, type Branch } from '@cairn/contracts';

/** The branch a build screen opens on when the address names none: main, else the first. */
export function defaultBranch(branches: readonly Branch[] | undefined): string | undefined {
  if (!branches?.length) return undefined;
  return branches.some((b) => b.name === DEFAULT_BRANCH) ? DEFAULT_BRANCH : branches[0].name;
}
