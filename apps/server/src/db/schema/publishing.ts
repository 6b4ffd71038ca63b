// Publish pipelines (modules/publishing): per engagement, the node model branch the Run screens'
// build and test pipelines execute. No row: nothing was published, the runs take `main`.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { engagementColumn, nowColumn } from './columns.js';

export const publishedBranches = pgTable('published_branches', {
  engagementId: engagementColumn().primaryKey(),
  /** The branch name as the repository spells it. */
  branch: text().notNull(),
  /** The branch's commit when it was published (the runs take the branch's tip when they start). */
  commit: text().notNull(),
  publishedAt: nowColumn(),
  /** users.id or applications.id of who published it. */
  publishedBy: uuid(),
  /** Their name at the time, as the publish modal shows it. */
  publishedByName: text(),
});
