// Publish pipelines (admin-console.md section 2, Configuration tab; section 3 "Collaboration
// branch"): the node model branches an engagement may publish, and the one its Run screens'
// build and test pipelines execute.
import { z } from 'zod';

/** A branch of the engagement's node model repository, as the publish modal lists it. */
export const collaborationBranchSchema = z.object({
  /** The repository the branch belongs to. */
  parentRepositoryName: z.string(),
  /** Where the branch can be opened (for Cairn's own node model: its node model page on the branch). */
  branchUrl: z.string(),
  name: z.string(),
  /** The branch's current commit. */
  commit: z.string(),
});
export type CollaborationBranch = z.infer<typeof collaborationBranchSchema>;

/** Publish: `branch` empty or missing is refused with 'Please choose a target repository'. */
export const publishRequestSchema = z.object({ branch: z.string().max(100).nullish() });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishAbilitiesSchema = z.object({ publish: z.boolean() });
export type PublishAbilities = z.infer<typeof publishAbilitiesSchema>;

/** The branch the Run screens' pipelines execute: `main` with no publishedAt until one is published. */
export const publishedBranchSchema = z.object({
  branch: z.string(),
  /** The commit the branch had when it was published; null when nothing was published. */
  commit: z.string().nullable(),
  /** ISO time; null when nothing was published. */
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  abilities: publishAbilitiesSchema,
});
export type PublishedBranch = z.infer<typeof publishedBranchSchema>;
