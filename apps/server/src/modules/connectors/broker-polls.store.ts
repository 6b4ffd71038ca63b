// What the broker polls remember: the files each broker copied (name and size: the next poll skips
// them), each broker's last poll (no second run while one is still going) and the SFTP server's host
// key it trusts (on first use).
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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

/** The host key trust of one broker, in broker_polls beside its last poll. */
export class BrokerHostKeys {
  constructor(private readonly db: Db) {}

  private where(engagementId: string, brokerId: string) {
    return and(eq(brokerPolls.engagementId, engagementId), eq(brokerPolls.brokerKey, brokerId.toLowerCase()));
  }

  /** brokerKey (lowercased name) -> trusted fingerprint, for every broker of the engagement with one. */
  async trustedOf(engagementId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ brokerKey: brokerPolls.brokerKey, fingerprint: brokerPolls.hostKeyFingerprint })
      .from(brokerPolls)
      .where(and(eq(brokerPolls.engagementId, engagementId), isNotNull(brokerPolls.hostKeyFingerprint)));
    return new Map(rows.map((r) => [r.brokerKey, r.fingerprint!]));
  }

  async trusted(engagementId: string, brokerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ fingerprint: brokerPolls.hostKeyFingerprint })
      .from(brokerPolls)
      .where(this.where(engagementId, brokerId));
    return row?.fingerprint ?? null;
  }

  /** Trusts the key first seen; a key trusted meanwhile (another poll) stays. */
  async trustOnFirstUse(engagementId: string, brokerId: string, fingerprint: string) {
    await this.db
      .insert(brokerPolls)
      .values({
        engagementId,
        brokerKey: brokerId.toLowerCase(),
        hostKeyFingerprint: fingerprint,
        finishedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [brokerPolls.engagementId, brokerPolls.brokerKey],
        set: { hostKeyFingerprint: fingerprint },
        setWhere: isNull(brokerPolls.hostKeyFingerprint),
      });
  }

  /** Forgets the trusted key: the next poll trusts what it finds. True when one was trusted. */
  async reset(engagementId: string, brokerId: string): Promise<boolean> {
    const rows = await this.db
      .update(brokerPolls)
      .set({ hostKeyFingerprint: null })
      .where(and(this.where(engagementId, brokerId), isNotNull(brokerPolls.hostKeyFingerprint)))
      .returning({ brokerKey: brokerPolls.brokerKey });
    return rows.length > 0;
  }
}

export const copiedKey = (name: string, size: number) => `${name}\u0000${size}`;
