// Pausing and resuming the pausable resources through the pause provider (pausing/), and recording
// per resource what really happened in cost_pause_states: Paused or Running, Pausing or Resuming
// while Azure's long-running operation runs, Failed with the provider's message, NotPausable.
// One resource's failure is recorded and never stops the others. A 202 is not waited for: the
// worker's next tick (every minute) asks the operation's address once per resource in transition,
// so no process holds a poll loop for minutes, a restart loses nothing, and several workers agree
// because the row is only moved on from the state it was read in. An operation that names no end
// within TRANSITION_LIMIT_MS is recorded as Failed, so nothing stays "Pausing" for ever.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PauseStateRow } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { pauseStates } from '../../db/schema/costs.js';
import type { CostSavingTarget } from '../rbac/cost-saving-exclusions.js';
import { listResources, tenantCloudOf } from '../tenants/tenant-resources.port.js';
import type { PausableResource, PauseOutcome, PauseProvider } from './pausing/index.js';

export interface PauseCandidate {
  tenantId: string;
  engagementId: string | null;
  /** A tenant resource's id, or `warehouse:<engagementId>`. */
  resourceKey: string;
  resourceName: string;
  resourceType: string;
}

export type PauseResult = PauseCandidate & { state: PauseOutcome['state']; message: string | null };

export const TRANSITION_LIMIT_MS = 2 * 3_600_000;

export class CostPauses {
  constructor(
    private readonly db: Db,
    readonly provider: PauseProvider,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Pauses each candidate not already Paused or Pausing; answers what each one is now. */
  async pauseAll(candidates: PauseCandidate[]): Promise<PauseResult[]> {
    const out: PauseResult[] = [];
    for (const [tenantId, group] of groupBy(candidates, (c) => c.tenantId)) {
      const recorded = await this.recorded(tenantId);
      const resources = await this.resourcesOf(tenantId);
      for (const candidate of group) {
        const now = recorded.get(candidate.resourceKey);
        // Already done or on the way: asking Azure again would only earn a 409.
        if (now && (now.state === 'Paused' || now.state === 'Pausing')) {
          out.push({ ...candidate, state: now.state, message: now.message });
          continue;
        }
        out.push(await this.act(candidate, resources(candidate), 'pause'));
      }
    }
    return out;
  }

  /** Stop cost saving: resumes what is Paused or Pausing for the tenant (all of it) or the engagement. */
  async resume(target: CostSavingTarget): Promise<PauseResult[]> {
    const where =
      'tenantId' in target
        ? eq(pauseStates.tenantId, target.tenantId)
        : eq(pauseStates.engagementId, target.engagementId);
    const rows = await this.db
      .select()
      .from(pauseStates)
      .where(and(where, inArray(pauseStates.state, ['Paused', 'Pausing'])));
    const out: PauseResult[] = [];
    for (const [tenantId, group] of groupBy(rows, (r) => r.tenantId)) {
      const resources = await this.resourcesOf(tenantId);
      for (const row of group) out.push(await this.act(row, resources(row), 'resume'));
    }
    return out;
  }

  /** One tick: asks each operation still running where it stands, and records the end it names. */
  async settle(): Promise<number> {
    const rows = await this.db
      .select()
      .from(pauseStates)
      .where(inArray(pauseStates.state, ['Pausing', 'Resuming']));
    let settled = 0;
    for (const row of rows) {
      const direction = row.state === 'Pausing' ? 'pause' : 'resume';
      let outcome: PauseOutcome;
      if (this.clock().getTime() - row.changedAt.getTime() > TRANSITION_LIMIT_MS)
        outcome = { state: 'Failed', message: `Azure named no end of the ${direction} within two hours.` };
      else if (!row.operationUrl) continue;
      else outcome = await this.provider.settle(row.operationUrl, direction).catch(failed);
      if (outcome.state === row.state) continue;
      if (await this.record(row, outcome, row.state)) settled++;
    }
    return settled;
  }

  /** The recorded states of a tenant the caller reads ('all', or only these engagements' rows). */
  async list(tenantId: string, engagementIds: string[] | 'all'): Promise<PauseStateRow[]> {
    if (engagementIds !== 'all' && engagementIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(pauseStates)
      .where(
        and(
          eq(pauseStates.tenantId, tenantId),
          engagementIds === 'all' ? undefined : inArray(pauseStates.engagementId, engagementIds),
        ),
      )
      .orderBy(pauseStates.resourceName);
    return rows.map((r) => ({
      resourceName: r.resourceName,
      resourceType: r.resourceType,
      engagementId: r.engagementId,
      state: r.state,
      message: r.message,
      changedAt: r.changedAt.toISOString(),
    }));
  }

  private async act(
    candidate: PauseCandidate,
    resource: PausableResource,
    direction: 'pause' | 'resume',
  ): Promise<PauseResult> {
    const outcome = await (
      direction === 'pause' ? this.provider.pause(resource) : this.provider.resume(resource)
    ).catch(failed);
    await this.record(candidate, outcome);
    const message = 'message' in outcome ? outcome.message : null;
    return { ...pick(candidate), state: outcome.state, message };
  }

  /** Writes the outcome; with `from`, only if the row is still in that state (another worker may have moved it). */
  private async record(candidate: PauseCandidate, outcome: PauseOutcome, from?: string) {
    const values = {
      state: outcome.state,
      message: 'message' in outcome ? outcome.message.slice(0, 2000) : null,
      operationUrl: 'operationUrl' in outcome ? outcome.operationUrl : null,
      changedAt: this.clock(),
      resourceName: candidate.resourceName,
    };
    const rows = await this.db
      .insert(pauseStates)
      .values({ ...pick(candidate), ...values })
      .onConflictDoUpdate({
        target: [pauseStates.tenantId, pauseStates.resourceKey],
        set: values,
        setWhere: from ? sql`${pauseStates.state} = ${from}` : undefined,
      })
      .returning({ key: pauseStates.resourceKey });
    return rows.length > 0;
  }

  private async recorded(tenantId: string) {
    const rows = await this.db.select().from(pauseStates).where(eq(pauseStates.tenantId, tenantId));
    return new Map(rows.map((r) => [r.resourceKey, r]));
  }

  /** The tenant's composed resources' cards and cloud place, for the provider. */
  private async resourcesOf(tenantId: string) {
    const cloud = await tenantCloudOf(this.db, tenantId);
    const place = {
      subscriptionId: cloud?.subscriptionId ?? '',
      resourceGroupName: cloud?.resourceGroupName ?? '',
    };
    const cards = new Map(
      (await listResources(this.db, tenantId)).map((r) => [r.id, parseCard(r.configuration)]),
    );
    return (c: PauseCandidate): PausableResource => ({
      resourceType: c.resourceType,
      resourceName: c.resourceName,
      configuration: cards.get(c.resourceKey) ?? {},
      cloud: place,
    });
  }
}

const failed = (err: unknown): PauseOutcome => ({
  state: 'Failed',
  message: err instanceof Error ? err.message : String(err),
});

const pick = ({ tenantId, engagementId, resourceKey, resourceName, resourceType }: PauseCandidate) => ({
  tenantId,
  engagementId,
  resourceKey,
  resourceName,
  resourceType,
});

function parseCard(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
