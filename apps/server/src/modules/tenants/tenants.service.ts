// Tenants administration (admin-console.md sections 2, 3, 4, 5 and 7 "Tenants"): the paged list of the
// tenants the caller may read, one tenant, create, update (name and cloud configuration), delete, and
// a tenant's engagements. Visibility is folded into the queries: a tenant the caller may not see is 404
// (the route hook answers that for /tenants/{id}; the list simply leaves it out). Rules:
// - create is refused on AWS (the New tenant button is hidden there; section 2);
// - every write waits for the tenant lock (tenant-lock.ts): 409 while a deployment runs;
// - delete only a removable tenant without engagements (409 otherwise, saying why).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  englishMessage,
  PERMISSIONS,
  PLATFORM_SCOPE,
  resourceGroupPrefix,
  TENANT_CLOUD_PROVIDER,
  tenantCreateProblems,
  tenantGeneralProblems,
  tenantScope,
  withoutResourceGroupPrefix,
  type FieldProblem,
  type PagedQuery,
  type Tenant,
  type TenantCreate,
  type TenantEngagement,
  type TenantUpdate,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { TenantLock } from './tenant-lock.js';
import { checkCloudPlace, isPlatformTenantWriter, placeOf } from './tenant-cloud-place.js';
import { tenantAbilities } from './tenants.policy.js';
import { presentTenant, type TenantRow } from './tenants.presenter.js';

export const invalid = (problems: FieldProblem[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );

const tenantColumns = {
  id: tenants.id,
  name: tenants.name,
  cloudProvider: tenants.cloudProvider,
  cloudConfiguration: tenants.cloudConfiguration,
  isRemovable: tenants.isRemovable,
  deploymentStatus: tenants.deploymentStatus,
};

type TenantAction = 'Tenant.Create' | 'Tenant.Update' | 'Tenant.Delete';

export class TenantService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly lock: TenantLock,
    private readonly config: Pick<Config, 'cloudProvider' | 'environment'>,
  ) {}

  /** The caller's permissions at the tenant (through /platform too). */
  private async heldAt(caller: Principal, tenantId: string) {
    return this.access.heldAt(caller, tenantScope(tenantId));
  }

  /**
   * The tenants whose Infra.Tenant.Reader the caller holds: all of them from /platform, otherwise the
   * tenants of its tenant-scope assignments granting it. Each with its abilities.
   */
  async list(caller: Principal, query: PagedQuery<'name' | 'createdAt'>) {
    const granted = await this.access.tenantsGranting(caller, PERMISSIONS.infraTenantReader);
    const everything = granted === 'all';
    const tenantIds = everything ? [] : granted;
    const page = await paginate(this.db, query, {
      select: () => this.db.select(tenantColumns).from(tenants).$dynamic(),
      // A platform's tenants are few: the page and its total in one statement (issue 29).
      selectWithTotal: (pagedTotal) =>
        this.db
          .select({ ...tenantColumns, pagedTotal })
          .from(tenants)
          .$dynamic(),
      where: everything ? undefined : tenantIds.length ? inArray(tenants.id, tenantIds) : sql`false`,
      searchIn: [tenants.name],
      sortColumns: { name: tenants.name, createdAt: tenants.createdAt },
      defaultSort: 'name',
      tiebreak: [tenants.id],
    });
    const platformHeld = await this.access.heldAt(caller, PLATFORM_SCOPE);
    const held = new Map<string, ReadonlySet<string>>();
    for (const row of page.results)
      held.set(row.id, everything ? platformHeld : await this.heldAt(caller, row.id));
    return presentPage(page, (row) => presentTenant(row, tenantAbilities(held.get(row.id)!, row)));
  }

  async get(caller: Principal, tenantId: string): Promise<Tenant> {
    const row = await this.find(this.db, tenantId);
    return presentTenant(row, tenantAbilities(await this.heldAt(caller, tenantId), row));
  }

  async create(caller: Principal, input: TenantCreate): Promise<Tenant> {
    if (this.config.cloudProvider === 'aws')
      throw conflict('Tenants are not created here on AWS.', 'notOnAws');
    const problems = tenantCreateProblems(input);
    if (problems.length) throw invalid(problems);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          name: input.name.trim(),
          cloudProvider: TENANT_CLOUD_PROVIDER.azure,
          cloudConfiguration: input.cloudConfiguration ?? '{}',
          isRemovable: input.isRemovable ?? true,
        })
        .returning({ id: tenants.id });
      await this.audit(tx, caller, 'Tenant.Create', row.id, 201, {
        name: input.name.trim(),
        isRemovable: input.isRemovable ?? true,
      });
      return row.id;
    });
    return this.get(caller, id);
  }

  /**
   * Name and cloud configuration. `resourceGroupName` arrives with its prefix (the web adds it on
   * save); the rules of section 5 apply to the part after it.
   */
  async update(caller: Principal, tenantId: string, input: TenantUpdate): Promise<Tenant> {
    const prefix = resourceGroupPrefix(this.config.environment);
    const resourceGroupName = (input.resourceGroupName ?? '').trim();
    const subscriptionId = (input.subscriptionId ?? '').trim();
    const activeDirectoryId = (input.activeDirectoryId ?? '').trim();
    const problems = tenantGeneralProblems({
      name: input.name,
      cloudConfiguration: input.cloudConfiguration,
      subscriptionId,
      resourceGroupName: withoutResourceGroupPrefix(this.config.environment, resourceGroupName),
      activeDirectoryId,
    });
    if (resourceGroupName !== '' && !resourceGroupName.startsWith(prefix))
      problems.push({ field: 'resourceGroupName', message: { key: 'startsWith', params: { prefix } } });
    if (problems.length) throw invalid(problems);
    const configuration: Record<string, unknown> = {
      ...(JSON.parse(input.cloudConfiguration) as Record<string, unknown>),
      SubscriptionId: subscriptionId,
      ResourceGroupName: resourceGroupName,
    };
    // Only a tenant that names its directory carries the key; clearing the field removes it.
    if (activeDirectoryId) configuration.ActiveDirectoryId = activeDirectoryId;
    else delete configuration.ActiveDirectoryId;
    const platformWriter = await isPlatformTenantWriter(this.access, caller);
    await this.db.transaction(async (tx) => {
      await this.lock.assertUnlocked(tx, tenantId);
      const before = await this.find(tx, tenantId);
      const place = { subscriptionId, resourceGroupName };
      await checkCloudPlace(tx, platformWriter, tenantId, placeOf(before.cloudConfiguration), place);
      await tx
        .update(tenants)
        .set({ name: input.name.trim(), cloudConfiguration: JSON.stringify(configuration) })
        .where(eq(tenants.id, tenantId));
      await this.audit(tx, caller, 'Tenant.Update', tenantId, 200, {
        name: { from: before.name, to: input.name.trim() },
        subscriptionId,
        resourceGroupName,
        activeDirectoryId,
      });
    });
    return this.get(caller, tenantId);
  }

  async delete(caller: Principal, tenantId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock.assertUnlocked(tx, tenantId);
      const tenant = await this.find(tx, tenantId);
      if (!tenant.isRemovable)
        throw conflict(`The tenant '${tenant.name}' is not removable.`, 'tenantNotRemovable');
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(engagements)
        .where(eq(engagements.tenantId, tenantId));
      if (count > 0)
        throw conflict(
          `The tenant '${tenant.name}' still has ${count} engagement(s); delete them or move them to another tenant first.`,
          'tenantHasEngagements',
        );
      // Its composed resources, deployments and metered costs go with it (foreign keys cascade); the
      // roles given at its scope go too.
      await this.access.forgetScope(tx, tenantScope(tenantId));
      await tx.delete(tenants).where(eq(tenants.id, tenantId));
      await this.audit(tx, caller, 'Tenant.Delete', tenantId, 200, { name: tenant.name });
    });
    // Committed: grants remembered while the transaction ran are forgotten too.
    this.access.forgetPermissions();
  }

  async engagements(tenantId: string): Promise<TenantEngagement[]> {
    return this.db
      .select({ id: engagements.id, name: engagements.name })
      .from(engagements)
      .where(eq(engagements.tenantId, tenantId))
      .orderBy(asc(engagements.name), asc(engagements.id));
  }

  private async find(db: Db | Tx, tenantId: string): Promise<TenantRow> {
    const [row] = await db
      .select(tenantColumns)
      .from(tenants)
      .where(and(eq(tenants.id, tenantId)));
    if (!row) throw notFound();
    return row;
  }

  private audit(
    tx: Tx,
    caller: Principal,
    action: TenantAction,
    tenantId: string,
    status: number,
    detail: Record<string, unknown>,
  ) {
    return recordAuditEvent(tx, {
      action,
      actor: caller,
      target: `tenant:${tenantId}`,
      scope: tenantScope(tenantId),
      outcome: 'success',
      status,
      detail,
    });
  }
}
