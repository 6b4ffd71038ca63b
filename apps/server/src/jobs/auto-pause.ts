// Auto-pause (issues 11 "Costs" and 26): at the configured times (CAIRN_AUTO_PAUSE_AT, UTC) the
// pausable resources — Power BI Embedded, Analysis Services, SQL databases and Synapse dedicated SQL
// pools composed for the tenant, and every engagement's own warehouse — are paused through the pause
// provider (modules/costs/pausing: `local` records the pause, `azure` calls Resource Manager), unless
// a cost-saving exclusion of their tenant or engagement is still running (a manual stop, a
// deployment, RBAC being applied). What really happened is recorded per resource (Paused, Pausing,
// Failed with Azure's message, NotPausable; modules/costs/cost-pauses.ts); one failure never stops
// the others. Several workers run each slot once: the slot is claimed in cost_job_runs. Each tick
// also copies the storage levels into today's usage rows (the daily snapshot) and asks Azure how the
// pauses it accepted earlier ended. An engagement's dashboard capacities (modules/dashboards/
// capacities) are turned off with its warehouse (issue 14).
import { startPolling } from './poller.js';
import { sql } from 'drizzle-orm';
import { PAUSABLE_RESOURCE_TYPES } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { costJobRuns } from '../db/schema/costs.js';
import { CostPauses, type PauseCandidate, type PauseResult } from '../modules/costs/cost-pauses.js';
import { LocalPauseProvider } from '../modules/costs/pausing/local.js';
import type { CostsTenancy } from '../modules/engagements/costs-tenancy.port.js';
import { runningCostSavingExclusions } from '../modules/rbac/cost-saving-exclusions.js';
import { listResources } from '../modules/tenants/tenant-resources.port.js';
import type { UsageMeter } from '../modules/costs/usage-meter.js';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type { PauseCandidate, PauseResult };

/** The engagements' dashboard capacities (modules/dashboards/capacities), paused with their warehouse. */
export interface DashboardCapacityPause {
  suspendForCostSaving(engagementId: string): Promise<string[]>;
}

export interface AutoPauseResult {
  /** Every candidate acted on, with the state it is in now (Paused, Pausing, Failed, NotPausable). */
  paused: PauseResult[];
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
    /** The costs module's pauses (the configured provider); the local provider when not given. */
    private readonly pauses: CostPauses = new CostPauses(db, new LocalPauseProvider(), clock),
  ) {}

  /** Pauses every pausable resource no running exclusion keeps; the pauses record what happened. */
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
    const due: PauseCandidate[] = [];
    for (const candidate of candidates) {
      const until = [
        running.tenants.get(candidate.tenantId),
        candidate.engagementId ? running.engagements.get(candidate.engagementId) : undefined,
      ].filter((d): d is Date => !!d);
      if (until.length) {
        const latest = until.reduce((a, b) => (a > b ? a : b));
        result.kept.push({ ...candidate, until: latest.toISOString() });
      } else due.push(candidate);
    }
    result.paused = await this.pauses.pauseAll(due);
    // An engagement's Power BI Embedded / Analysis Services capacities go with its warehouse; one
    // engagement's failing capacity (Azure refusing) does not keep the others running.
    for (const paused of result.paused) {
      if (!this.capacities || !paused.engagementId || paused.resourceType !== 'Warehouse') continue;
      const tools = await this.capacities.suspendForCostSaving(paused.engagementId).catch(() => []);
      if (tools.length) result.capacities.push({ engagementId: paused.engagementId, tools });
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

  /** One tick: the storage snapshot, the ends of earlier pauses, then the slot's pause when due. */
  async tick(times: readonly string[], meter?: Pick<UsageMeter, 'snapshotLevels'>) {
    await meter?.snapshotLevels();
    await this.pauses.settle();
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
    costPauses: CostPauses;
  };
}

export function startAutoPause(ctx: AutoPauseContext, log: Log) {
  const { config, costsTenancy, usageMeter, dashboardCapacities, costPauses } = ctx.services;
  const job = new AutoPause(ctx.database.db, costsTenancy, undefined, dashboardCapacities, costPauses);
  return startPolling(
    async () => {
      const result = await job.tick(config.costs.autoPauseAt, usageMeter);
      if (result)
        log.info(
          {
            paused: result.paused.length,
            failed: result.paused.filter((p) => p.state === 'Failed').length,
            kept: result.kept.length,
            capacities: result.capacities.length,
          },
          'auto-pause paused idle resources',
        );
    },
    TICK_MS,
    (err) => log.error({ err }, 'auto-pause failed'),
  );
}
