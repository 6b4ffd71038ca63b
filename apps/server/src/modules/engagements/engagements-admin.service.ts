// Engagements administration (admin-console.md sections 2, 4, 5 and 7 "Engagements"): the paged list of
// the engagements the caller may read, create, one engagement, and the General / Resources save.
// Visibility is folded into the queries: an engagement the caller may not see is 404 (the route hook
// answers that for /engagements/{id}; the list leaves it out). Rules:
// - create is refused on AWS (the New engagement button is hidden there; section 2);
// - resourceIds name resources of the engagement's own tenant only, and a warehouse or git repository
//   of no other engagement (resource-selection.ts; 400 otherwise);
// - a feature turned on provisions what it needs through its owner (engagement-provisioning.port.ts),
//   after the change is committed.
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  engagementCreateProblems,
  engagementScope,
  engagementUpdateProblems,
  englishMessage,
  parseFeatures,
  PERMISSIONS,
  SELECTABLE_FEATURES,
  tenantScope,
  type CloudProvider,
  type EngagementAdmin,
  type EngagementCreate,
  type EngagementStorageOffer,
  type Provision,
  type EngagementTenantResource,
  type EngagementUpdate,
  type FieldProblem,
  type PagedQuery,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { listResources } from '../tenants/tenant-resources.port.js';
import { engagementAbilities } from './engagements-admin.policy.js';
import { presentEngagementAdmin } from './engagements-admin.presenter.js';
import { EngagementStorageOffers } from './engagement-storage-offers.port.js';
import {
  provisioningSteps,
  readinessChecks,
  type EngagementProvisioning,
} from './engagement-provisioning.port.js';
import { checkResourceSelection, resourcesOfOtherEngagements } from './resource-selection.js';
import { selection } from './engagements.service.js';

const invalid = (problems: FieldProblem[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );

const columns = selection;

export class EngagementAdminService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly config: { cloudProvider: CloudProvider },
    private readonly provisioning: EngagementProvisioning,
    /** What the local deployment provider made for a tenant (deployments.provisions). */
    private readonly provisions: (tenantId: string) => Promise<Provision[]>,
  ) {}

  private async heldAt(caller: Principal, engagementId: string) {
    return this.access.heldAt(caller, engagementScope(engagementId));
  }

  /**
   * Where the caller reads engagements: everything from /platform, else the tenants granting it the
   * Reader and the single engagements (of other tenants) where it holds it.
   */
  private async visibleWhere(caller: Principal): Promise<SQL | undefined> {
    const tenantIds = await this.access.tenantsGranting(caller, PERMISSIONS.engagementsReader);
    if (tenantIds === 'all') return undefined;
    const { engagementIds: visible } = await this.access.engagementVisibility(caller);
    const candidates =
      visible === 'all' || visible.length === 0
        ? []
        : await this.db
            .select({ id: engagements.id, tenantId: engagements.tenantId })
            .from(engagements)
            .where(inArray(engagements.id, visible));
    const engagementIds: string[] = [];
    for (const e of candidates.filter((c) => !tenantIds.includes(c.tenantId))) {
      if ((await this.heldAt(caller, e.id)).has(PERMISSIONS.engagementsReader)) engagementIds.push(e.id);
    }
    const parts = [
      tenantIds.length ? inArray(engagements.tenantId, tenantIds) : undefined,
      engagementIds.length ? inArray(engagements.id, engagementIds) : undefined,
    ].filter((p): p is SQL => p !== undefined);
    return parts.length ? or(...parts) : sql`false`;
  }

  async list(caller: Principal, query: PagedQuery<'name' | 'createdAt'>) {
    const page = await paginate(this.db, query, {
      select: () =>
        this.db
          .select(columns)
          .from(engagements)
          .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
          .$dynamic(),
      // Engagements are thousands at most: the page and its total in one statement (issue 29).
      selectWithTotal: (pagedTotal) =>
        this.db
          .select({ ...columns, pagedTotal })
          .from(engagements)
          .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
          .$dynamic(),
      where: await this.visibleWhere(caller),
      // The overview shows name and id: both are searched.
      searchIn: [engagements.name, sql`${engagements.id}::text`],
      sortColumns: { name: engagements.name, createdAt: engagements.createdAt },
      defaultSort: 'name',
      tiebreak: [engagements.id],
    });
    const held = new Map<string, ReadonlySet<string>>();
    for (const row of page.results) held.set(row.id, await this.heldAt(caller, row.id));
    return presentPage(page, (row) =>
      presentEngagementAdmin(row, engagementAbilities(held.get(row.id)!, this.config.cloudProvider)),
    );
  }

  async get(caller: Principal, engagementId: string): Promise<EngagementAdmin> {
    const row = await this.find(this.db, engagementId);
    return presentEngagementAdmin(
      row,
      engagementAbilities(await this.heldAt(caller, engagementId), this.config.cloudProvider),
    );
  }

  async create(caller: Principal, input: EngagementCreate): Promise<EngagementAdmin> {
    if (this.config.cloudProvider === 'aws')
      throw conflict('Engagements are not created here on AWS.', 'notOnAws');
    const problems = engagementCreateProblems(input);
    if (problems.length) throw invalid(problems);
    await this.access.authorize(caller, PERMISSIONS.engagementsWriter, tenantScope(input.tenantId.trim()));
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(engagements)
        .values({ name: input.name.trim(), tenantId: input.tenantId.trim(), features: [], resourceIds: [] })
        .returning({ id: engagements.id });
      await this.audit(tx, caller, 'Engagement.Create', row.id, 201, {
        name: input.name.trim(),
        tenantId: input.tenantId.trim(),
      });
      return row.id;
    });
    return this.get(caller, id);
  }

  /**
   * General and Resources save: name, features (JSON text) and resourceIds in one transaction. Only
   * the provider's selectable features can change; others the engagement has stay. Then each feature
   * newly on is provisioned by its owner.
   */
  async update(caller: Principal, engagementId: string, input: EngagementUpdate): Promise<EngagementAdmin> {
    const problems = engagementUpdateProblems(input);
    if (problems.length) throw invalid(problems);
    const wanted = parseFeatures(input.features)!;
    const selectable: readonly string[] = SELECTABLE_FEATURES[this.config.cloudProvider];
    const change = (current: readonly string[]) => {
      const chosen = wanted.filter((f) => selectable.includes(f));
      return {
        features: [...new Set([...current.filter((f) => !selectable.includes(f)), ...chosen])],
        added: chosen.filter((f) => !current.includes(f)),
      };
    };
    // What the features to be turned on need from outside this database is checked first: a
    // refusal then leaves the engagement as it was, never half changed (issue 30).
    const before = change((await this.find(this.db, engagementId)).features).added;
    for (const check of readinessChecks(before)) await this.provisioning[check](engagementId);
    const turnedOn = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, engagementId);
      const { features, added } = change(current.features);
      const resourceIds = [...new Set(input.resourceIds)];
      await checkResourceSelection(tx, current.tenantId, engagementId, resourceIds);
      await tx
        .update(engagements)
        .set({ name: input.name.trim(), features, resourceIds })
        .where(eq(engagements.id, engagementId));
      await this.audit(tx, caller, 'Engagement.Update', engagementId, 200, {
        name: input.name.trim(),
        features,
        resourceIds,
        turnedOn: added,
      });
      return added;
    });
    // Abilities follow the features (a gain engagement's), remembered with the permissions.
    this.access.forgetPermissions();
    for (const step of provisioningSteps(turnedOn)) await this.provisioning[step](engagementId, caller);
    return this.get(caller, engagementId);
  }

  /** The Resources tab's rows: every resource of the engagement's tenant, and which hold another engagement's data. */
  async tenantResources(engagementId: string): Promise<EngagementTenantResource[]> {
    const { tenantId } = await this.find(this.db, engagementId);
    const owners = new Map(
      (await this.provisions(tenantId))
        .filter((p) => p.ownerEngagementId)
        .map((p) => [`${p.resourceType}|${p.resourceName}`, p.ownerEngagementId!]),
    );
    const taken = await resourcesOfOtherEngagements(this.db, tenantId, engagementId, owners);
    const rows = await listResources(this.db, tenantId);
    return rows.map(({ id, name, resourceType }) => ({
      id,
      name,
      resourceType,
      ofAnotherEngagement: taken.has(id),
    }));
  }

  /** The provisioned storage roots of the engagement's selected StorageAccount / DataLakeStorage resources. */
  /** The storage roots offered to the engagement (engagement-storage-offers.port.ts). */
  storageOffers(engagementId: string): Promise<EngagementStorageOffer[]> {
    return new EngagementStorageOffers(this.db, this.provisions).of(engagementId);
  }

  private async find(db: Db | Tx, engagementId: string) {
    const [row] = await db
      .select(columns)
      .from(engagements)
      .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
      .where(eq(engagements.id, engagementId));
    if (!row) throw notFound();
    return row;
  }

  private audit(
    tx: Tx,
    caller: Principal,
    action: 'Engagement.Create' | 'Engagement.Update',
    engagementId: string,
    status: number,
    detail: Record<string, unknown>,
  ) {
    return recordAuditEvent(tx, {
      action,
      actor: caller,
      target: `engagement:${engagementId}`,
      scope: engagementScope(engagementId),
      outcome: 'success',
      status,
      detail,
    });
  }
}
