// Publish pipelines (modules/publishing): per engagement, the node model branch the Run screens'
// build and test pipelines execute, and the data contracts of the nodes others read
// (docs/contracts.md). No published row: nothing was published, the runs take `main`.
import { integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { engagementColumn, idColumn, nowColumn } from './columns.js';

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

/** One recorded version of a node's contract; the highest version of a node is its contract. */
export const dataContractVersions = pgTable(
  'data_contract_versions',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    layer: text().notNull(),
    /** The node's name in lower case (node names are unique ignoring case). */
    nodeKey: text().notNull(),
    /** The node's name as the branch spelled it. */
    node: text().notNull(),
    version: integer().notNull(),
    columns: jsonb().$type<{ name: string; dataType: string }[]>().notNull(),
    keys: jsonb().$type<string[]>().notNull(),
    branch: text().notNull(),
    commit: text().notNull(),
    recordedAt: nowColumn(),
    recordedBy: uuid(),
    recordedByName: text(),
  },
  (t) => [unique('data_contract_versions_node_version').on(t.engagementId, t.layer, t.nodeKey, t.version)],
);
