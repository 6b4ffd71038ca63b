// What the broker polls remember: the files each broker copied (name and size: the next poll skips
// them) and each broker's last poll (no second run while one is still going).
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brokerCopiedFiles, brokerPolls } from '../../db/schema/connectors.js';

export class BrokerPollStore {
  constructor(private readonly db: Db) {}

  /** `name\0size` of every file the broker copied. */
  async copied(engagementId: string, brokerId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ fileName: brokerCopiedFiles.fileName, size: brokerCopiedFiles.size })
      .from(brokerCopiedFiles)
      .where(
        and(
          eq(brokerCopiedFiles.engagementId, engagementId),
          sql`lower(${brokerCopiedFiles.brokerId}) = lower(${brokerId})`,
        ),
      );
    return new Set(rows.map((r) => copiedKey(r.fileName, r.size)));
  }

  async recordCopied(
    engagementId: string,
    brokerId: string,
    file: { name: string; size: number },
    runId: string,
  ) {
    await this.db
      .insert(brokerCopiedFiles)
      .values({ engagementId, brokerId, fileName: file.name, size: file.size, runId })
      .onConflictDoNothing();
  }

  /**
   * Claims the broker's next poll: true when its last poll finished and started at least
   * `intervalSeconds` ago, or started more than `staleSeconds` ago and never finished (its worker
   * died). One statement, so two workers never both claim it.
   */
  async claim(engagementId: string, brokerId: string, intervalSeconds: number, staleSeconds: number) {
    const brokerKey = brokerId.toLowerCase();
    const claimed = await this.db
      .insert(brokerPolls)
      .values({ engagementId, brokerKey })
      .onConflictDoUpdate({
        target: [brokerPolls.engagementId, brokerPolls.brokerKey],
        set: { runId: null, startedAt: sql`now()`, finishedAt: null },
        setWhere: or(
          and(
            sql`${brokerPolls.finishedAt} is not null`,
            lt(brokerPolls.startedAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
          ),
          lt(brokerPolls.startedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
        ),
      })
      .returning({ engagementId: brokerPolls.engagementId });
    return claimed.length > 0;
  }

  async started(engagementId: string, brokerId: string, runId: string) {
    await this.db
      .update(brokerPolls)
      .set({ runId })
      .where(
        and(eq(brokerPolls.engagementId, engagementId), eq(brokerPolls.brokerKey, brokerId.toLowerCase())),
      );
  }

  async finished(engagementId: string, brokerId: string) {
    await this.db
      .update(brokerPolls)
      .set({ finishedAt: sql`now()` })
      .where(
        and(
          eq(brokerPolls.engagementId, engagementId),
          eq(brokerPolls.brokerKey, brokerId.toLowerCase()),
          isNull(brokerPolls.finishedAt),
        ),
      );
  }
}

export const copiedKey = (name: string, size: number) => `${name}\u0000${size}`;
