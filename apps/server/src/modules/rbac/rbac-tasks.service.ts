// RBAC tasks (admin-console.md sections 3, 4 and 7): queued after role assignment and storage root
// changes and by the sync calls, one per principal and engagement resource; applied by the worker
// (jobs/rbac-task-runner.ts) through the configured provider. Nothing is queued on AWS, where the
// spec skips RBAC. Principals, engagements and storage roots are read through ports (ports.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { columnsEqual } from '../../db/columns-equal.js';
import {
  engagementScope,
  parseScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  tenantScope,
  RBAC_COST_SAVING_EXCLUSION_HOURS,
  RBAC_RESOURCE_TYPES,
  type PagedQuery,
  type RbacAccessLevel,
  type RbacSyncResult,
  type RbacResourceType,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import { isUuid } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { costSavingExclusions, rbacResourceGrants, rbacTasks } from '../../db/schema/rbac.js';
import { forbidden, notFound } from '../../http/problem.js';
import type { PrincipalType, RbacPorts } from './ports.js';
import { engagementResources, type RbacResource } from './rbac-resources.js';
import { presentRbacTask } from './rbac-tasks.presenter.js';

export interface TaskTarget {
  principalType: 'User' | 'Application';
  /** users.id or applications.id */
  principalId: string;
  engagementId: string;
}

/** What RoleAssignmentService tells its listener after writing changes, inside its transaction. */
export interface AssignmentChange {
  principalType: 'User' | 'Application';
  principalId: string;
  scope: string;
}

const LEVELS: RbacAccessLevel[] = ['none', 'read', 'write'];
const COST_SAVING_REASON = 'RBAC';

/** Rows of a task or grant table about one principal and one resource of an engagement. */
const onResource = (
  table: typeof rbacTasks | typeof rbacResourceGrants,
  principal: Principal,
  engagementId: string,
  resourceType: RbacResourceType,
  resourceName: string,
) =>
  columnsEqual(table, {
    engagementId,
    principalType: principal.type,
    principalId: principal.id,
    resourceType,
    resourceName,
  });

export class RbacTaskService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'cloudProvider' | 'rbac'>,
    private readonly access: AccessService,
    /** Principals, engagements and storage roots, read through their owning modules. */
    private readonly ports: RbacPorts,
  ) {}

  /** Section 4: RBAC is applied on every provider but AWS. */
  get enabled() {
    return this.config.cloudProvider !== 'aws';
  }

  /** Queues the tasks of the principals whose assignments changed, for every engagement the scopes reach. */
  async afterAssignmentsChanged(tx: Tx, changes: AssignmentChange[]) {
    if (!this.enabled || changes.length === 0) return;
    const targets: TaskTarget[] = [];
    for (const change of changes) {
      for (const engagementId of await this.engagementsUnder(tx, change.scope))
        targets.push({ principalType: change.principalType, principalId: change.principalId, engagementId });
    }
    await this.queue(tx, targets);
  }

  /**
   * Queues the tasks of everyone whose roles reach the engagement (at the platform, its tenant, the
   * engagement or below), for the storage roots a save added or pointed elsewhere (a new account
   * needs its own Azure role assignments). A removed root's grants are left: nothing names it any more.
   */
  async afterStorageRootsChanged(tx: Tx, engagementId: string, purposes: string[]) {
    if (!this.enabled || purposes.length === 0) return;
    const tenantId = await this.ports.engagements.tenantIdOf(engagementId, tx);
    if (!tenantId) return;
    const scope = engagementScope(engagementId);
    const holders = await this.ports.principals.holders(
      { scopes: [PLATFORM_SCOPE, tenantScope(tenantId), scope], under: scope },
      tx,
    );
    await this.queue(
      tx,
      holders.map((h) => ({ ...h, engagementId })),
      (resource) =>
        resource.resourceType === RBAC_RESOURCE_TYPES.storageRoot && purposes.includes(resource.name),
    );
  }

  /** The engagements a scope reaches: its own, its tenant's, or every one for /platform. */
  private async engagementsUnder(db: Db | Tx, scope: string): Promise<string[]> {
    const parsed = parseScope(scope);
    if (!parsed) return [];
    if (parsed.kind === 'engagement' || parsed.kind === 'storage') return [parsed.engagementId];
    return this.ports.engagements.engagementIds(parsed.kind === 'tenant' ? parsed.tenantId : undefined, db);
  }

  /**
   * One New task per target and resource of its engagement. A New task for the same principal and
   * resource is left as it is: it computes the access when applied, so a second one adds nothing.
   * `only` narrows the resources (those a change touched).
   */
  async queue(
    db: Db | Tx,
    targets: TaskTarget[],
    only: (resource: RbacResource) => boolean = () => true,
  ): Promise<number> {
    const unique = new Map(targets.map((t) => [`${t.principalType}:${t.principalId}:${t.engagementId}`, t]));
    const resourcesOf = new Map<string, RbacResource[]>();
    let queued = 0;
    for (const target of unique.values()) {
      const principal = await this.ports.principals.principal(target.principalType, target.principalId, db);
      if (!principal) continue;
      if (!resourcesOf.has(target.engagementId))
        resourcesOf.set(
          target.engagementId,
          await engagementResources(this.ports.storageRoots, db, target.engagementId),
        );
      const pending = await db
        .select({ resourceType: rbacTasks.resourceType, resourceName: rbacTasks.resourceName })
        .from(rbacTasks)
        .where(
          columnsEqual(rbacTasks, {
            engagementId: target.engagementId,
            principalType: target.principalType,
            principalId: target.principalId,
            status: 'New',
          }),
        );
      const fresh = resourcesOf
        .get(target.engagementId)!
        .filter(
          (r) =>
            only(r) && !pending.some((p) => p.resourceType === r.resourceType && p.resourceName === r.name),
        );
      if (fresh.length === 0) continue;
      await db.insert(rbacTasks).values(
        fresh.map((resource) => ({
          ...target,
          resourceName: resource.name,
          resourceType: resource.resourceType,
          taskSpecs: JSON.stringify({
            Resource: { Name: resource.name, ResourceType: resource.resourceType },
            Principal: { Id: principal.externalId, Type: principal.type },
            EngagementId: target.engagementId,
            Provider: this.config.rbac.provider,
          }),
        })),
      );
      queued += fresh.length;
    }
    return queued;
  }

  /** The engagement's tasks, newest update first by default. */
  async list(engagementId: string, query: PagedQuery<'timestamp' | 'status'>) {
    // A task names a user or an application: the principal's columns are null for the other kind,
    // so searching the two coalesced columns searches both principals' names and external ids.
    const principal = this.ports.principals.principalColumns(rbacTasks.principalType, rbacTasks.principalId);
    const page = await paginate(this.db, query, {
      select: () =>
        this.db
          .select({
            task: rbacTasks,
            principalName: principal.name,
            principalExternalId: principal.externalId,
          })
          .from(rbacTasks)
          .$dynamic(),
      where: eq(rbacTasks.engagementId, engagementId),
      searchIn: [principal.name, principal.externalId, rbacTasks.resourceName, rbacTasks.status],
      sortColumns: { timestamp: rbacTasks.updatedAt, status: rbacTasks.status },
      defaultSort: '-timestamp',
      tiebreak: [rbacTasks.id],
    });
    return presentPage(page, (row) =>
      presentRbacTask(row.task, {
        externalId: row.principalExternalId ?? row.task.principalId,
        name: row.principalName ?? '',
      }),
    );
  }

  /** Sync roles of an engagement: every principal holding a role at the engagement or below it. */
  async syncEngagement(engagementId: string): Promise<RbacSyncResult> {
    if (!this.enabled) return { queued: 0, skipped: true };
    const scope = engagementScope(engagementId);
    const holders = await this.ports.principals.holders({ scopes: [scope], under: scope });
    return {
      queued: await this.queue(
        this.db,
        holders.map((h) => ({ ...h, engagementId })),
      ),
      skipped: false,
    };
  }

  /**
   * Sync user RBAC (by e-mail): the named engagements (RBAC.Apply needed at each, all or nothing), or
   * without any, every engagement the user's roles reach where the caller holds RBAC.Apply.
   */
  async syncUser(caller: Principal, email: string, scopedEngagementIds: string[]): Promise<RbacSyncResult> {
    if (!this.enabled) return { queued: 0, skipped: true };
    await this.authorizeAll(caller, scopedEngagementIds);
    const userId = await this.ports.principals.userIdByEmail(email);
    // Without named engagements the caller's rights are unknown: an unknown user reaches nothing,
    // so the answer tells nobody whether the e-mail exists.
    if (!userId && scopedEngagementIds.length === 0) return { queued: 0, skipped: false };
    if (!userId) throw notFound(`There is no user '${email}'.`);
    return this.syncPrincipal(caller, { type: 'User', id: userId }, scopedEngagementIds);
  }

  /** Sync application RBAC (aadObjectId): one engagement, or every one its roles reach that the caller may apply. */
  async syncApplication(
    caller: Principal,
    aadObjectId: string,
    engagementId: string | undefined,
  ): Promise<RbacSyncResult> {
    if (!this.enabled) return { queued: 0, skipped: true };
    const named = engagementId ? [engagementId] : [];
    await this.authorizeAll(caller, named);
    const appId = await this.ports.principals.applicationIdByAadObjectId(aadObjectId);
    if (!appId && named.length === 0) return { queued: 0, skipped: false };
    if (!appId) throw notFound(`There is no application '${aadObjectId}'.`);
    return this.syncPrincipal(caller, { type: 'Application', id: appId }, named);
  }

  /** Every named engagement must allow RBAC.Apply to the caller (404 for one it may not know), or nothing is queued. */
  private async authorizeAll(caller: Principal, engagementIds: string[]) {
    for (const id of engagementIds)
      await this.access.authorize(caller, PERMISSIONS.rbacApply, engagementScope(id));
  }

  private async syncPrincipal(
    caller: Principal,
    principal: { type: 'User' | 'Application'; id: string },
    named: string[],
  ) {
    let engagementIds = named;
    if (named.length === 0) {
      const reached = await this.engagementsOf(principal);
      engagementIds = [];
      for (const id of reached) {
        const resolved = await this.access.resolve(engagementScope(id));
        if ((await this.access.permissionsAt(caller, resolved)).has(PERMISSIONS.rbacApply))
          engagementIds.push(id);
      }
    }
    const targets = engagementIds.map((engagementId) => ({
      principalType: principal.type,
      principalId: principal.id,
      engagementId,
    }));
    return { queued: await this.queue(this.db, targets), skipped: false };
  }

  /** The engagements a principal's role assignments reach. */
  private async engagementsOf(principal: { type: 'User' | 'Application'; id: string }) {
    const ids = new Set<string>();
    for (const scope of await this.ports.principals.assignmentScopes(principal))
      for (const id of await this.engagementsUnder(this.db, scope)) ids.add(id);
    return [...ids];
  }

  /** The principal a task is for (the worker computes its access when applying); undefined when gone. */
  principal(type: PrincipalType, id: string) {
    return this.ports.principals.principal(type, id);
  }

  /** The access an applied task left (local provider); undefined when none was applied yet. */
  async grantOf(
    principal: Principal,
    engagementId: string,
    resourceType: RbacResourceType,
    resourceName: string,
  ) {
    if (!isUuid(engagementId)) return undefined;
    const [row] = await this.db
      .select({ access: rbacResourceGrants.access })
      .from(rbacResourceGrants)
      .where(onResource(rbacResourceGrants, principal, engagementId, resourceType, resourceName));
    return row?.access;
  }

  /**
   * The read paths' check: refused when an applied task left the principal less than `need` on the
   * resource. Without an applied task the role assignments (checked by the route) decide alone, so
   * access granted before RBAC tasks existed keeps working.
   */
  async requireGrant(
    principal: Principal,
    engagementId: string,
    resourceType: RbacResourceType,
    resourceName: string,
    need: 'read' | 'write',
  ) {
    const applied = await this.grantOf(principal, engagementId, resourceType, resourceName);
    if (!applied || LEVELS.indexOf(applied) >= LEVELS.indexOf(need)) return;
    // A change not applied yet (a grant just given) is decided by the role assignments, which the
    // route's access check has already asked: the last applied grant must not hold it back.
    if (await this.hasPendingTask(principal, engagementId, resourceType, resourceName)) return;
    throw forbidden(
      `Your access to this ${resourceType === 'Warehouse' ? 'warehouse' : resourceType === 'StorageRoot' ? 'storage' : 'node model'} has been withdrawn.`,
      'rbacGrant',
    );
  }

  private async hasPendingTask(
    principal: Principal,
    engagementId: string,
    resourceType: RbacResourceType,
    resourceName: string,
  ) {
    const [row] = await this.db
      .select({ id: rbacTasks.id })
      .from(rbacTasks)
      .where(
        and(
          onResource(rbacTasks, principal, engagementId, resourceType, resourceName),
          inArray(rbacTasks.status, ['New', 'InProgress']),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Section 9: applying RBAC keeps cost saving away from the engagement for an hour (one row, pushed forward). */
  async excludeFromCostSaving(db: Db | Tx, engagementId: string) {
    const until = sql`now() + make_interval(hours => ${RBAC_COST_SAVING_EXCLUSION_HOURS})`;
    const updated = await db
      .update(costSavingExclusions)
      .set({ until })
      .where(columnsEqual(costSavingExclusions, { engagementId, reason: COST_SAVING_REASON }))
      .returning({ id: costSavingExclusions.id });
    if (updated.length === 0)
      await db.insert(costSavingExclusions).values({ engagementId, reason: COST_SAVING_REASON, until });
  }
}

/** Writes the local provider's result: the principal's access to one resource, replacing the last. */
export async function writeGrant(
  db: Db | Tx,
  grant: {
    engagementId: string;
    principalType: 'User' | 'Application';
    principalId: string;
    resourceType: string;
    resourceName: string;
    access: RbacAccessLevel;
  },
) {
  await db
    .insert(rbacResourceGrants)
    .values(grant)
    .onConflictDoUpdate({
      target: [
        rbacResourceGrants.engagementId,
        rbacResourceGrants.principalType,
        rbacResourceGrants.principalId,
        rbacResourceGrants.resourceType,
        rbacResourceGrants.resourceName,
      ],
      set: { access: grant.access, appliedAt: sql`now()` },
    });
}
