// A tenant's composed resources (admin-console.md sections 2 "Compose", 3 "Tenant resource", 4 and 5):
// the list, and Save, which applies the Compose tab's local edits as section 4 says — create those
// without id, update those kept, delete those gone — in ONE transaction behind the tenant lock, or
// nothing at all. Configurations arrive base64-encoded (section 7) and must decode to a JSON object;
// names follow tenant-resources.ts and are unique per tenant (case-insensitively).
import { and, eq, inArray } from 'drizzle-orm';
import {
  tenantResourcesProblems,
  tenantScope,
  type FieldProblem,
  type TenantResource,
  type TenantResourcesSave,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { TenantLock } from './tenant-lock.js';
import { listResources } from './tenant-resources.port.js';
import { presentTenantResource } from './tenants.presenter.js';
import { invalid } from './tenants.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The JSON text of a base64 configuration, or null when it is not base64 of UTF-8 text. */
export function decodeConfiguration(base64: string): string | null {
  if (!BASE64.test(base64)) return null;
  try {
    return utf8.decode(Buffer.from(base64, 'base64'));
  } catch {
    return null;
  }
}

export class TenantResourceService {
  constructor(
    private readonly db: Db,
    private readonly lock: TenantLock,
    /** The installation's environment: a new resource's name must include it (section 5). */
    private readonly environment: string,
  ) {}

  async list(tenantId: string): Promise<TenantResource[]> {
    return (await listResources(this.db, tenantId)).map(presentTenantResource);
  }

  async save(caller: Principal, tenantId: string, body: TenantResourcesSave): Promise<TenantResource[]> {
    const wanted = body.resources.map((r) => ({
      ...r,
      name: r.name.trim(),
      configuration: decodeConfiguration(r.configurationBase64),
    }));
    const problems = tenantResourcesProblems(wanted, this.environment);
    const seenIds = new Set<string>();
    wanted.forEach((r, i) => {
      if (r.id === undefined) return;
      if (seenIds.has(r.id)) problems.push({ field: `resources.${i}.id`, message: { key: 'invalidValue' } });
      seenIds.add(r.id);
    });
    if (problems.length) throw invalid(problems);

    try {
      await this.db.transaction(async (tx) => {
        await this.lock.assertUnlocked(tx, tenantId);
        const existing = new Map((await listResources(tx, tenantId)).map((r) => [r.id, r]));
        // An id that is not one of this tenant's resources (another tenant's, or deleted meanwhile).
        const unknown: FieldProblem[] = wanted.flatMap((r, i) =>
          r.id !== undefined && !existing.has(r.id)
            ? [{ field: `resources.${i}.id`, message: { key: 'invalidValue' } }]
            : [],
        );
        if (unknown.length) throw invalid(unknown);

        const kept = wanted.filter((r) => r.id !== undefined);
        const removed = [...existing.keys()].filter((id) => !seenIds.has(id));
        if (removed.length)
          await tx
            .delete(tenantResources)
            .where(and(eq(tenantResources.tenantId, tenantId), inArray(tenantResources.id, removed)));
        const changed = kept.filter((r) => {
          const before = existing.get(r.id!)!;
          return (
            before.name !== r.name ||
            before.resourceType !== r.resourceType ||
            before.tag !== r.tag ||
            before.configuration !== r.configuration
          );
        });
        // Renames first under a name nobody can choose, so that swapping two names never trips the
        // unique index halfway through.
        for (const r of changed.filter((c) => existing.get(c.id!)!.name !== c.name))
          await tx
            .update(tenantResources)
            .set({ name: `~renaming~${r.id}` })
            .where(eq(tenantResources.id, r.id!));
        for (const r of changed)
          await tx
            .update(tenantResources)
            .set({
              name: r.name,
              resourceType: r.resourceType,
              tag: r.tag,
              configuration: r.configuration!,
              updatedAt: new Date(),
            })
            .where(eq(tenantResources.id, r.id!));
        const created = wanted.filter((r) => r.id === undefined);
        if (created.length)
          await tx.insert(tenantResources).values(
            created.map((r) => ({
              tenantId,
              name: r.name,
              resourceType: r.resourceType,
              tag: r.tag,
              configuration: r.configuration!,
            })),
          );
        await recordAuditEvent(tx, {
          action: 'TenantResources.Save',
          actor: caller,
          target: `tenant:${tenantId}`,
          scope: tenantScope(tenantId),
          status: 200,
          detail: {
            created: created.map((r) => r.name),
            updated: changed.map((r) => r.name),
            deleted: removed.map((id) => existing.get(id)!.name),
          },
        });
      });
    } catch (error) {
      // A name taken by a resource saved at the same moment by someone else.
      if (isUniqueViolation(error))
        throw invalid([{ field: 'resources', message: { key: 'resourceNameTaken' } }]);
      throw error;
    }
    return this.list(tenantId);
  }
}
