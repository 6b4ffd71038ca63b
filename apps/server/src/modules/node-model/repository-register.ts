// Which node model repositories have existed (db/schema/node-model.ts), so that one gone missing is
// said to be lost instead of made again empty: after a restore without the data directory's git
// folder (docs/deploy.md, "Backup and restore") or of a git server that lost the repository, the
// screens would otherwise show an empty node model and the next save would build on nothing.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nodeModelRepositories } from '../../db/schema/node-model.js';
import { NODE_MODEL_REPOSITORY_LOST_CODE } from '@cairn/contracts';
import { conflict } from '../../http/problem.js';

/** 409: the repository existed and is gone; nothing is made in its place. `where` names it for the operator. */
export const repositoryLost = (where: string) =>
  conflict(
    `The node model's repository is missing (${where}), though it held this node model before: restore it from the backup (docs/deploy.md, "Backup and restore"). Cairn does not start an empty one in its place.`,
    NODE_MODEL_REPOSITORY_LOST_CODE,
  );

export class RepositoryRegister {
  /** Remembered in this process already: one insert per repository per process, not per read. */
  private readonly remembered = new Set<string>();

  constructor(private readonly database: Pick<Database, 'db'>) {}

  /** Whether the repository at `location` has existed (made or opened by any Cairn process). */
  async existed(location: string): Promise<boolean> {
    if (this.remembered.has(location)) return true;
    const rows = await this.database.db
      .select({ location: nodeModelRepositories.location })
      .from(nodeModelRepositories)
      .where(eq(nodeModelRepositories.location, location));
    return rows.length > 0;
  }

  /** Notes that the repository at `location` exists (it was just made, or opened with its branches). */
  async remember(location: string): Promise<void> {
    if (this.remembered.has(location)) return;
    await this.database.db.insert(nodeModelRepositories).values({ location }).onConflictDoNothing();
    this.remembered.add(location);
  }
}
