// The node model repositories Cairn has made or opened, by where they live: the data directory's
// git/<engagement>.git (or a provisioned one under it), or a git server's address. The repository
// itself is on disk or on the git server; this row is how Cairn tells "never made yet" (make it, with
// an empty main) from "lost" (a restore without the git folder: refuse, and say so, rather than show
// an empty node model in its place).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { nowColumn } from './columns.js';

export const nodeModelRepositories = pgTable('node_model_repositories', {
  /** The path under the data directory, or the git server's address without credentials. */
  location: text().primaryKey(),
  firstSeenAt: nowColumn(),
});
