// The costs of a tenant (admin-console.md "Costs") and stopping cost saving. What the caller reads is
// folded into the question the provider answers: Infra.Costs.Reader at the tenant (or above) reads
// every row; held only at some of its engagements, it reads those engagements' rows; a tenant the
// caller cannot see is 404, one it sees without the permission 403.
import {
  ancestorScopes,
  costSavingStopEnd,
  parseScope,
  PLATFORM_SCOPE,
  engagementScope,
  tenantScope,
  type Costs,
  type StopCostSaving,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { CostsConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../http/problem.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { CostsTenancy, NamedEngagement, NamedTenant } from '../engagements/costs-tenancy.port.js';
import {
  addCostSavingExclusion,
  runningCostSavingExclusions,
  type CostSavingTarget,
} from '../rbac/cost-saving-exclusions.js';
import { listResources, tenantCloudOf } from '../tenants/tenant-resources.port.js';
import type { CostPauses } from './cost-pauses.js';
import { COSTS_READ_PERMISSION, costSavingAbilities } from './costs.policy.js';
import { presentCostRow, summaryOf } from './costs.presenter.js';
import { periodOf, type CostProvider, type ProviderRow } from './providers/index.js';

/** Whose rows of a tenant the caller reads. */
interface Readable {
  tenant: NamedTenant;
  engagementIds: string[] | 'all';
}

export const COST_SAVING_STOP_ACTION = 'CostSaving.Stop';

export class CostsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly tenancy: CostsTenancy,
    private readonly provider: CostProvider,
    private readonly config: Pick<CostsConfig, 'currency'>,
    private readonly options: { pauses?: CostPauses; clock?: () => Date } = {},
  ) {}

  private clock() {
    return this.options.clock?.() ?? new Date();
  }

  async costs(principal: Principal, tenantId?: string): Promise<Costs> {
    const readable = await this.readableTenants(principal);
    const chosen = tenantId ? readable.find((r) => r.tenant.id === tenantId) : readable[0];
    if (!chosen) {
      if (tenantId) await this.refuse(principal, tenantScope(tenantId));
      throw forbidden();
    }
    const { tenant, engagementIds } = chosen;
    const all = engagementIds === 'all';
    const engagements = (await this.tenancy.engagementsOf([tenant.id])).filter(
      (e) => all || engagementIds.includes(e.id),
    );
    const cloud = (await tenantCloudOf(this.db, tenant.id)) ?? { subscriptionId: '', resourceGroupName: '' };
    const rows = await this.provider.rows({
      tenantId: tenant.id,
      engagementIds,
      period: periodOf(this.clock()),
      cloud,
    });
    if (all && this.provider.name === 'local') rows.push(...(await this.unmeteredResources(tenant)));
    const byId = new Map(engagements.map((e) => [e.id, e]));
    const presented = rows.map((row) => presentCostRow(row, byId));
    return {
      tenantId: tenant.id,
      tenants: readable.map((r) => r.tenant),
      provider: this.provider.name,
      currency: this.config.currency,
      monthStart: periodOf(this.clock()).monthStart,
      rows: presented,
      summary: summaryOf(presented),
      ...(await this.costSaving(principal, tenant, all, engagements)),
      pauseStates: (await this.options.pauses?.list(tenant.id, engagementIds)) ?? [],
    };
  }

  /** Stops cost saving for the tenant or engagement for `stop` from now; answers the end. */
  async stopCostSaving(principal: Principal, target: CostSavingTarget, stop: StopCostSaving) {
    const until = costSavingStopEnd(this.clock(), stop);
    await this.db.transaction(async (tx) => {
      await addCostSavingExclusion(tx, target, until, 'Manual');
      await recordAuditEvent(tx, {
        action: COST_SAVING_STOP_ACTION,
        actor: principal,
        target: 'tenantId' in target ? tenantScope(target.tenantId) : engagementScope(target.engagementId),
        scope: 'tenantId' in target ? tenantScope(target.tenantId) : engagementScope(target.engagementId),
        detail: { hours: stop.hours, minutes: stop.minutes, until: until.toISOString() },
      });
    });
    // What auto-pause paused comes back now, not at the next slot; each resource's outcome (Running,
    // Resuming, Failed with Azure's message) is recorded for the costs page, the stop holds either way.
    await this.options.pauses?.resume(target);
    return { stoppedUntil: until.toISOString() };
  }

  /**
   * Keeps cost saving away from a tenant or engagement for `hours` (deployments and RBAC application
   * add one hour, section 9). Pass the caller's transaction to add it with the change that needs it.
   */
  async addExclusion(target: CostSavingTarget, hours: number, reason: string, db: Db | Tx = this.db) {
    const until = new Date(this.clock().getTime() + hours * 3_600_000);
    await addCostSavingExclusion(db, target, until, reason);
    return until;
  }

  /** The tenants whose costs the caller reads, by name, each with the engagements it reads there. */
  private async readableTenants(principal: Principal): Promise<Readable[]> {
    const tenants = await this.tenancy.tenants();
    const platform = await this.access.permissionsAt(principal, resolvedAt(PLATFORM_SCOPE));
    if (platform.has(COSTS_READ_PERMISSION))
      return tenants.map((tenant) => ({ tenant, engagementIds: 'all' }));
    // Only engagements the caller can see at all can grant it anything there (one query for them all).
    const visible = await this.access.engagementVisibility(principal);
    const engagements = await this.tenancy.engagementsOf(tenants.map((t) => t.id));
    const out: Readable[] = [];
    for (const tenant of tenants) {
      const held = await this.access.permissionsAt(principal, resolvedAt(tenantScope(tenant.id)));
      if (held.has(COSTS_READ_PERMISSION)) {
        out.push({ tenant, engagementIds: 'all' });
        continue;
      }
      const engagementIds: string[] = [];
      for (const e of engagements) {
        if (
          e.tenantId !== tenant.id ||
          (visible.engagementIds !== 'all' && !visible.engagementIds.includes(e.id))
        )
          continue;
        const atEngagement = await this.access.permissionsAt(
          principal,
          resolvedAt(engagementScope(e.id), tenant.id),
        );
        if (atEngagement.has(COSTS_READ_PERMISSION)) engagementIds.push(e.id);
      }
      if (engagementIds.length) out.push({ tenant, engagementIds });
    }
    return out;
  }

  /** 404 for a tenant the caller may not know exists, else 403. */
  private async refuse(principal: Principal, scope: string): Promise<never> {
    const resolved: ResolvedScope = await this.access.resolve(scope);
    if (!(await this.access.canSee(principal, resolved))) throw notFound();
    throw forbidden();
  }

  /** Composed resources Cairn does not meter itself: shown, with 'N/A' as their cost. */
  private async unmeteredResources(tenant: NamedTenant): Promise<ProviderRow[]> {
    const resources = await listResources(this.db, tenant.id);
    return resources.map((r) => ({
      resourcePath: `${tenant.name}/${r.resourceType}`,
      resourceName: r.name,
      resourceType: r.resourceType,
      engagementId: null,
      details: [],
    }));
  }

  private async costSaving(
    principal: Principal,
    tenant: NamedTenant,
    all: boolean,
    engagements: NamedEngagement[],
  ) {
    const running = await runningCostSavingExclusions(
      this.db,
      { tenantIds: [tenant.id], engagementIds: engagements.map((e) => e.id) },
      this.clock(),
    );
    const tenantUntil = running.tenants.get(tenant.id);
    const latest = (a?: Date, b?: Date) => (a && b ? (a > b ? a : b) : (a ?? b));
    const iso = (d?: Date) => (d ? d.toISOString() : null);
    const tenantHeld = all
      ? await this.access.permissionsAt(principal, resolvedAt(tenantScope(tenant.id)))
      : undefined;
    return {
      tenant: tenantHeld
        ? { stoppedUntil: iso(tenantUntil), abilities: costSavingAbilities(tenantHeld, 'tenant') }
        : null,
      engagements: await Promise.all(
        engagements.map(async (e) => ({
          id: e.id,
          name: e.name,
          // A tenant's stop keeps its engagements running too.
          stoppedUntil: iso(latest(running.engagements.get(e.id), tenantUntil)),
          abilities: costSavingAbilities(
            await this.access.permissionsAt(principal, resolvedAt(engagementScope(e.id), tenant.id)),
            'engagement',
          ),
        })),
      ),
    };
  }
}

/** A scope of a tenant or engagement known to exist (read from the tenancy port), resolved without a query. */
function resolvedAt(scope: string, tenantId?: string): ResolvedScope {
  const parsed = parseScope(scope)!;
  const tenant = parsed.kind === 'tenant' ? parsed.tenantId : tenantId;
  return { scope, parsed, ancestors: ancestorScopes(parsed, tenant), tenantId: tenant };
}
