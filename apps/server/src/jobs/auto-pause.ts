// Auto-pause (issue 11 "Costs"): at the configured times (CAIRN_AUTO_PAUSE_AT, UTC) the pausable
// resources — Power BI Embedded, Analysis Services and warehouses (composed SQL databases and Synapse
// warehouses, and every engagement's own warehouse) — are paused, unless a cost-saving exclusion of
// their tenant or engagement is still running (a manual stop, a deployment, RBAC being applied).
// Locally pausing records the paused state: Cairn's own warehouses hold no connection while idle
// (the last user closes the file), so there is nothing more to stop (docs/decisions.md). Several
// workers run each slot once: the slot is claimed in cost_job_runs. Each tick also copies the
// storage levels into today's usage rows (the daily snapshot). An engagement's dashboard capacities
// (modules/dashboards/capacities) are turned off with its warehouse (issue 14).
import { startPolling } from './poller.js';
import { sql } from 'drizzle-orm';
import { PAUSABLE_RESOURCE_TYPES } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { costJobRuns, pauseStates } from '../db/schema/costs.js';
import type { CostsTenancy } from '../modules/engagements/costs-tenancy.port.js';
import { runningCostSavingExclusions } from '../modules/rbac/cost-saving-exclusions.js';
import { listResources } from '../modules/tenants/tenant-resources.port.js';
import type { UsageMeter } from '../modules/costs/usage-meter.js';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PauseCandidate {
  tenantId: string;
  engagementId: string | null;
  resourceKey: string;
  resourceName: string;
  resourceType: string;
}

/** The engagements' dashboard capacities (modules/dashboards/capacities), paused with their warehouse. */
export interface DashboardCapacityPause {
  suspendForCostSaving(engagementId: string): Promise<string[]>;
}

export interface AutoPauseResult {
  paused: PauseCandidate[];
  /** Dashboard capacities turned off, per engagement (none while an exclusion runs). */
  capacities: { engagementId: string; tools: string[] }[];
  /** Left running because an exclusion runs, with its end. */
  kept: (PauseCandidate & { until: string })[];
}

const JOB = 'auto-pause';
const TICK_MS = 60_000;
const PAUSABLE = new Set<string>(PAUSABLE_RESOURCE_TYPES);

/** The latest scheduled time (UTC 'HH:mm' each day) at or before `now`, or null without a schedule. */
export function latestSlot(now: Date, times: readonly string[]): Date | null {
  let latest: Date | null = null;
  for (const time of times) {
    const [h, m] = time.split(':').map(Number);
    let at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
    if (at > now) at = new Date(at.getTime() - 86_400_000);
    if (!latest || at > latest) latest = at;
  }
  return latest;
}

export class AutoPause {
  constructor(
    private readonly db: Db,
    private readonly tenancy: CostsTenancy,
    private readonly clock: () => Date = () => new Date(),
    private readonly capacities?: DashboardCapacityPause,
  ) {}

  /** Pauses every pausable resource no running exclusion keeps; records what it did. */
  async pauseNow(): Promise<AutoPauseResult> {
    const now = this.clock();
    const candidates = await this.candidates();
    const running = await runningCostSavingExclusions(
      this.db,
      {
        tenantIds: [...new Set(candidates.map((c) => c.tenantId))],
        engagementIds: [...new Set(candidates.flatMap((c) => (c.engagementId ? [c.engagementId] : [])))],
      },
      now,
    );
    const result: AutoPauseResult = { paused: [], kept: [], capacities: [] };
    for (const candidate of candidates) {
      const until = [
        running.tenants.get(candidate.tenantId),
        candidate.engagementId ? running.engagements.get(candidate.engagementId) : undefined,
      ].filter((d): d is Date => !!d);
      if (until.length) {
        const latest = until.reduce((a, b) => (a > b ? a : b));
        result.kept.push({ ...candidate, until: latest.toISOString() });
        continue;
      }
      await this.db
        .insert(pauseStates)
        .values({ ...candidate, state: 'Paused', changedAt: now })
        .onConflictDoUpdate({
          target: [pauseStates.tenantId, pauseStates.resourceKey],
          set: { state: 'Paused', changedAt: now, resourceName: candidate.resourceName },
          setWhere: sql`${pauseStates.state} <> 'Paused'`,
        });
      result.paused.push(candidate);
      // An engagement's Power BI Embedded / Analysis Services capacities go with its warehouse; one
      // engagement's failing capacity (Azure refusing) does not keep the others running.
      if (this.capacities && candidate.engagementId && candidate.resourceType === 'Warehouse') {
        const tools = await this.capacities.suspendForCostSaving(candidate.engagementId).catch(() => []);
        if (tools.length) result.capacities.push({ engagementId: candidate.engagementId, tools });
      }
    }
    return result;
  }

  /** What auto-pause pauses: the tenants' pausable composed resources and every engagement's warehouse. */
  private async candidates(): Promise<PauseCandidate[]> {
    const tenants = await this.tenancy.tenants();
    const out: PauseCandidate[] = [];
    for (const tenant of tenants) {
      for (const r of await listResources(this.db, tenant.id)) {
        if (!PAUSABLE.has(r.resourceType)) continue;
        out.push({
          tenantId: tenant.id,
          engagementId: null,
          resourceKey: r.id,
          resourceName: r.name,
          resourceType: r.resourceType,
        });
      }
    }
    for (const e of await this.tenancy.engagementsOf(tenants.map((t) => t.id))) {
      out.push({
        tenantId: e.tenantId,
        engagementId: e.id,
        resourceKey: `warehouse:${e.id}`,
        resourceName: `${e.name} warehouse`,
        resourceType: 'Warehouse',
      });
    }
    return out;
  }

  /** Claims the slot for this process; false when another worker (or an earlier tick) ran it. */
  async claim(slot: Date): Promise<boolean> {
    const rows = await this.db
      .insert(costJobRuns)
      .values({ job: JOB, lastRunAt: slot })
      .onConflictDoUpdate({
        target: costJobRuns.job,
        set: { lastRunAt: slot },
        setWhere: sql`${costJobRuns.lastRunAt} < ${slot.toISOString()}::timestamptz`,
      })
      .returning({ job: costJobRuns.job });
    return rows.length > 0;
  }

  /** One tick: the storage snapshot, then the slot's pause when it is due and not yet run. */
  async tick(times: readonly string[], meter?: Pick<UsageMeter, 'snapshotLevels'>) {
    await meter?.snapshotLevels();
    const slot = latestSlot(this.clock(), times);
    if (!slot || !(await this.claim(slot))) return null;
    return this.pauseNow();
  }
}

/** What auto-pause uses of the app (the app context has it). */
export interface AutoPauseContext {
  database: { db: Db };
  services: {
    config: { costs: { autoPauseAt: readonly string[] } };
    costsTenancy: CostsTenancy;
    usageMeter: Pick<UsageMeter, 'snapshotLevels'>;
    dashboardCapacities: DashboardCapacityPause;
  };
}

export function startAutoPause(ctx: AutoPauseContext, log: Log) {
  const { config, costsTenancy, usageMeter, dashboardCapacities } = ctx.services;
  const job = new AutoPause(ctx.database.db, costsTenancy, undefined, dashboardCapacities);
  return startPolling(
    async () => {
      const result = await job.tick(config.costs.autoPauseAt, usageMeter);
      if (result)
        log.info(
          { paused: result.paused.length, kept: result.kept.length, capacities: result.capacities.length },
          'auto-pause paused idle resources',
        );
    },
    TICK_MS,
    (err) => log.error({ err }, 'auto-pause failed'),
  );
}
