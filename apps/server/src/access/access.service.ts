// Resolves what a principal may do at a scope. A permission held at a scope holds at every scope
// below it (platform > tenant > engagement > storage folder > sub-folder).
import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  ALL_PERMISSION_NAMES,
  ancestorScopes,
  normalizeScope,
  parseScope,
  type ParsedScope,
} from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { escapeLike } from '../db/like.js';
import { roleAssignments, rolePermissions } from '../db/schema/access.js';
import { engagements, tenants } from '../db/schema/tenancy.js';
import { badRequest, forbidden, notFound } from '../http/problem.js';
import type { Principal } from './principal.js';
import { ShortCache } from './short-cache.js';
import { refuseBeyondToken } from './token-limits.js';

export interface ResolvedScope {
  scope: string;
  parsed: ParsedScope;
  ancestors: string[];
  tenantId?: string;
  /** An engagement scope's features (what its abilities depend on: a gain engagement's, say). */
  engagementFeatures?: readonly string[];
}

/** The role assignments held by this principal. */
const assignmentsOf = (principal: Principal) =>
  and(eq(roleAssignments.principalType, principal.type), eq(roleAssignments.principalId, principal.id));

const heldKey = (principal: Principal, scope: string) => `${principal.type}:${principal.id}|${scope}`;

export class AccessService {
  /**
   * The resolved scope and the permissions held there, per principal and scope: every authorized
   * request needs them, and without this they cost two database round trips. Every write to role
   * assignments or role permissions calls forgetPermissions().
   */
  private readonly held: ShortCache<{ resolved: ResolvedScope; permissions: Set<string> }>;
  /** tenantsGranting's answers (the platform lists' filter), kept and forgotten with `held`. */
  private readonly granting: ShortCache<string[] | 'all'>;

  constructor(
    private readonly db: Db,
    cacheMs = 5_000,
  ) {
    this.held = new ShortCache(cacheMs);
    this.granting = new ShortCache(cacheMs);
  }

  /**
   * Role assignments, a role's permissions or an engagement's features changed: what was remembered
   * may grant too much.
   */
  forgetPermissions() {
    this.held.clear();
    this.granting.clear();
  }

  /** Parses a scope and checks that its tenant or engagement exists; 400 for a malformed one, 404 for a missing one. */
  async resolve(given: string): Promise<ResolvedScope> {
    // One spelling of a storage purpose everywhere (MAIN and main are one folder, one scope).
    const scope = normalizeScope(given);
    const parsed = parseScope(scope);
    if (!parsed)
      throw badRequest(`'${scope}' is not a valid scope`, [{ field: 'scope', message: 'Invalid value' }]);
    if (parsed.kind === 'platform') return { scope, parsed, ancestors: ancestorScopes(parsed) };
    if (parsed.kind === 'tenant') {
      if (!isUuid(parsed.tenantId)) throw notFound();
      const [tenant] = await this.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.id, parsed.tenantId));
      if (!tenant) throw notFound();
      return { scope, parsed, ancestors: ancestorScopes(parsed), tenantId: tenant.id };
    }
    if (!isUuid(parsed.engagementId)) throw notFound();
    const [engagement] = await this.db
      .select({ tenantId: engagements.tenantId, features: engagements.features })
      .from(engagements)
      .where(eq(engagements.id, parsed.engagementId));
    if (!engagement) throw notFound();
    return {
      scope,
      parsed,
      ancestors: ancestorScopes(parsed, engagement.tenantId),
      tenantId: engagement.tenantId,
      engagementFeatures: engagement.features,
    };
  }

  /**
   * The permissions the principal holds at `scope` (resolved: 404 for a missing object), remembered
   * with the route's own check (authorize): a service's abilities on the same request, or the next
   * few seconds' requests, cost no round trip. Invalidated like authorize's (forgetPermissions).
   */
  async heldAt(principal: Principal, scope: string): Promise<ReadonlySet<string>> {
    return (await this.heldWithScope(principal, scope)).permissions;
  }

  /** heldAt() with the resolved scope (an engagement's features among it), from the same memory. */
  async heldWithScope(
    principal: Principal,
    scope: string,
  ): Promise<{ resolved: ResolvedScope; permissions: ReadonlySet<string> }> {
    return this.held.get(heldKey(principal, scope)) ?? (await this.readHeld(principal, scope));
  }

  private async readHeld(principal: Principal, scope: string) {
    const resolved = await this.resolve(scope);
    const entry = { resolved, permissions: await this.permissionsAt(principal, resolved) };
    this.held.set(heldKey(principal, scope), entry);
    return entry;
  }

  /** Names of the permissions the principal holds at the scope, through any ancestor. */
  async permissionsAt(principal: Principal, resolved: ResolvedScope): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ name: rolePermissions.permissionName })
      .from(roleAssignments)
      .innerJoin(rolePermissions, eq(rolePermissions.roleName, roleAssignments.roleName))
      .where(and(assignmentsOf(principal), inArray(roleAssignments.scope, resolved.ancestors)));
    return new Set(rows.map((r) => r.name));
  }

  /**
   * Whether the principal may know the scope's object exists: an assignment at the scope, above it,
   * or anywhere below it (a folder-only assignment still makes its engagement visible).
   */
  async canSee(principal: Principal, resolved: ResolvedScope): Promise<boolean> {
    const mine = assignmentsOf(principal);
    const below =
      resolved.parsed.kind === 'tenant'
        ? or(
            like(roleAssignments.scope, `${escapeLike(resolved.scope)}/%`),
            sql`exists (select 1 from ${engagements} where ${engagements.tenantId} = ${resolved.tenantId}
              and (${roleAssignments.scope} = '/engagements/' || ${engagements.id}
                or ${roleAssignments.scope} like '/engagements/' || ${engagements.id} || '/%'))`,
          )
        : like(roleAssignments.scope, `${escapeLike(resolved.scope)}/%`);
    const [row] = await this.db
      .select({ id: roleAssignments.id })
      .from(roleAssignments)
      .where(and(mine, or(inArray(roleAssignments.scope, resolved.ancestors), below)))
      .limit(1);
    return !!row;
  }

  /**
   * Throws unless the principal holds `permission` at `scope`: 404 when the principal may not even
   * know the object exists (another tenant's data), 403 when it may see it but not do this.
   */
  async authorize(principal: Principal, permission: string, scope: string): Promise<ResolvedScope> {
    if (principal.type === 'User' && principal.token) refuseBeyondToken(principal.token, permission, scope);
    const remembered = this.held.get(heldKey(principal, scope));
    // Only a grant is answered from memory; a refusal is rare and reads afresh (404 or 403).
    if (remembered?.permissions.has(permission)) return remembered.resolved;
    const { resolved, permissions: held } = await this.readHeld(principal, scope);
    if (held.has(permission)) return resolved;
    if (resolved.parsed.kind !== 'platform' && !(await this.canSee(principal, resolved))) throw notFound();
    throw forbidden();
  }

  /**
   * Where at or below `resolved` the principal holds `permission`: the scope itself when it holds it
   * there (through any ancestor), else the highest scopes below it whose own assignments grant it
   * (a scope under another one in the list adds nothing and is left out).
   */
  async scopesGranting(principal: Principal, permission: string, resolved: ResolvedScope): Promise<string[]> {
    if ((await this.permissionsAt(principal, resolved)).has(permission)) return [resolved.scope];
    const rows = await this.scopesOfAssignments(
      principal,
      permission,
      like(roleAssignments.scope, `${escapeLike(resolved.scope)}/%`),
    );
    const scopes = rows.map((r) => r.scope).sort();
    return scopes.filter((scope) => !scopes.some((other) => scope.startsWith(`${other}/`)));
  }

  /**
   * The tenants where the principal holds `permission`: 'all' when it holds it at /platform, otherwise
   * the tenants of its own tenant-scope assignments granting it (the tenants list folds this in).
   */
  async tenantsGranting(principal: Principal, permission: string): Promise<string[] | 'all'> {
    const key = heldKey(principal, permission);
    const known = this.granting.get(key);
    if (known) return known;
    const answer = await this.readTenantsGranting(principal, permission);
    this.granting.set(key, answer);
    return answer;
  }

  private async readTenantsGranting(principal: Principal, permission: string): Promise<string[] | 'all'> {
    const rows = await this.scopesOfAssignments(
      principal,
      permission,
      or(eq(roleAssignments.scope, '/platform'), like(roleAssignments.scope, '/tenants/%')),
    );
    if (rows.some((r) => r.scope === '/platform')) return 'all';
    return rows.flatMap((r) => {
      const parsed = parseScope(r.scope);
      return parsed?.kind === 'tenant' ? [parsed.tenantId] : [];
    });
  }

  /** The scopes (among `where`) of the principal's own assignments whose role grants `permission`. */
  private scopesOfAssignments(principal: Principal, permission: string, where: SQL | undefined) {
    return this.db
      .selectDistinct({ scope: roleAssignments.scope })
      .from(roleAssignments)
      .innerJoin(rolePermissions, eq(rolePermissions.roleName, roleAssignments.roleName))
      .where(and(assignmentsOf(principal), eq(rolePermissions.permissionName, permission), where));
  }

  /** "Query my permissions with a scope": every catalogue permission with an allowed flag. */
  /**
   * Removes every role assignment at `scope` and below, in the caller's transaction: a deleted tenant
   * (or engagement) must not leave grants behind that would apply to a later object of the same id.
   */
  async forgetScope(tx: Pick<Db, 'delete'>, scope: string): Promise<number> {
    this.forgetPermissions();
    const removed = await tx
      .delete(roleAssignments)
      .where(or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${escapeLike(scope)}/%`)))
      .returning({ id: roleAssignments.id });
    return removed.length;
  }

  async query(principal: Principal, scope: string) {
    const resolved = await this.resolve(scope);
    if (resolved.parsed.kind !== 'platform' && !(await this.canSee(principal, resolved))) throw notFound();
    const held = await this.permissionsAt(principal, resolved);
    return { scope, permissions: ALL_PERMISSION_NAMES.map((name) => ({ name, allowed: held.has(name) })) };
  }

  /**
   * From one read of the principal's assignments: whether it holds any role, and the engagements it can
   * see (through the platform — 'all' —, its tenant, the engagement or a folder).
   */
  async engagementVisibility(
    principal: Principal,
  ): Promise<{ hasAssignment: boolean; engagementIds: string[] | 'all' }> {
    const rows = await this.db
      .select({ scope: roleAssignments.scope })
      .from(roleAssignments)
      .where(assignmentsOf(principal));
    const hasAssignment = rows.length > 0;
    if (rows.some((r) => r.scope === '/platform')) return { hasAssignment, engagementIds: 'all' };
    const ids = new Set<string>();
    const tenantIds: string[] = [];
    for (const { scope } of rows) {
      const parsed = parseScope(scope);
      if (parsed?.kind === 'tenant') tenantIds.push(parsed.tenantId);
      if (parsed?.kind === 'engagement' || parsed?.kind === 'storage') ids.add(parsed.engagementId);
    }
    if (tenantIds.length) {
      const inTenants = await this.db
        .select({ id: engagements.id })
        .from(engagements)
        .where(inArray(engagements.tenantId, tenantIds));
      inTenants.forEach((e) => ids.add(e.id));
    }
    return { hasAssignment, engagementIds: [...ids] };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);
