// The only way publishing's rows become JSON.
import {
  DEFAULT_BRANCH,
  type CollaborationBranch,
  type PublishAbilities,
  type PublishedBranch,
} from '@cairn/contracts';
import type { publishedBranches } from '../../db/schema/publishing.js';

type PublishedRow = typeof publishedBranches.$inferSelect;

/**
 * A branch of Cairn's own node model: the repository is the engagement's, and the branch opens on
 * the node model page of the workspace with the branch chosen (it reads `branch` from the address).
 */
export function presentCollaborationBranch(
  repositoryName: string,
  head: { name: string; commit: string },
  origin: string,
): CollaborationBranch {
  return {
    parentRepositoryName: repositoryName,
    branchUrl: `${origin}/modeling/config?branch=${encodeURIComponent(head.name)}`,
    name: head.name,
    commit: head.commit,
  };
}

/** No row: nothing was published, the runs take DEFAULT_BRANCH. */
export function presentPublishedBranch(
  row: PublishedRow | undefined,
  abilities: PublishAbilities,
): PublishedBranch {
  if (!row) return { branch: DEFAULT_BRANCH, commit: null, publishedAt: null, publishedBy: null, abilities };
  return {
    branch: row.branch,
    commit: row.commit,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedByName,
    abilities,
  };
}
