// The `cairn` dashboard provider: dashboards are uploaded definition files kept in the metadata store
// (db/schema/dashboards.ts), one row per dashboard name and one per uploaded version. What a tile
// shows is computed by tile-runner.ts from the newest version.
import { and, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CairnDashboardDefinition, EmbeddedDashboard } from '@cairn/contracts';
import { isUuid } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import type { Db } from '../../../db/client.js';
import { cairnDashboards, cairnDashboardVersions } from '../../../db/schema/dashboards.js';
import { versionedStore } from '../../../db/versioned-store.js';
import { notFound } from '../../../http/problem.js';
import type { PrincipalNames } from '../../authorization/principal-directory.js';
import type { DashboardFile, DashboardProvider, ProviderDashboard } from '../ports.js';
import { CAIRN_FILE_EXTENSIONS, definitionText, parseDefinition } from './definition.js';

export interface CairnDashboardVersion {
  id: string;
  name: string;
  version: number;
  definition: CairnDashboardDefinition;
}

const newer = alias(cairnDashboardVersions, 'newer');
/** A dashboard's uploads; the upload holds the dashboard's row, so two at once get consecutive versions. */
const versions = versionedStore({
  table: cairnDashboardVersions,
  of: (dashboardId: string) => eq(cairnDashboardVersions.dashboardId, dashboardId),
});
const missing = () => notFound('This dashboard does not exist.');

export class CairnDashboardProvider implements DashboardProvider {
  readonly kind = 'cairn' as const;
  readonly fileExtensions = CAIRN_FILE_EXTENSIONS;

  constructor(
    private readonly db: Db,
    private readonly names: PrincipalNames,
  ) {}

  async list(engagementId: string): Promise<ProviderDashboard[]> {
    const rows = await this.db
      .select({
        id: cairnDashboards.id,
        name: cairnDashboards.name,
        uploadedAt: cairnDashboardVersions.uploadedAt,
        uploadedBy: cairnDashboardVersions.uploadedByName,
      })
      .from(cairnDashboards)
      .innerJoin(cairnDashboardVersions, eq(cairnDashboardVersions.dashboardId, cairnDashboards.id))
      .where(
        and(
          eq(cairnDashboards.engagementId, engagementId),
          // The newest version of each dashboard.
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(newer)
              .where(
                and(
                  eq(newer.dashboardId, cairnDashboardVersions.dashboardId),
                  gt(newer.version, cairnDashboardVersions.version),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(cairnDashboardVersions.uploadedAt), cairnDashboards.id);
    return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
  }

  /** Stores the definition as a new dashboard, or as the next version of the dashboard of that name. */
  async upload(engagementId: string, file: DashboardFile, caller: Principal): Promise<ProviderDashboard> {
    const source = definitionText(file.bytes);
    const definition = parseDefinition(file.fileName, source);
    const uploadedByName =
      (caller.type === 'User'
        ? await this.names.userName(caller.id)
        : await this.names.applicationName(caller.id)) ?? null;
    return this.db.transaction(async (tx) => {
      // Two uploads of one new name at once: the second finds the first's row (the unique key waits).
      await tx.insert(cairnDashboards).values({ engagementId, name: definition.name }).onConflictDoNothing();
      const [dashboard] = await tx
        .select({ id: cairnDashboards.id })
        .from(cairnDashboards)
        .where(and(eq(cairnDashboards.engagementId, engagementId), eq(cairnDashboards.name, definition.name)))
        .for('update');
      const row = await versions.append(tx, dashboard.id, {
        dashboardId: dashboard.id,
        fileName: file.fileName,
        source,
        definition,
        uploadedById: caller.id,
        uploadedByName,
      });
      return {
        id: dashboard.id,
        name: definition.name,
        uploadedAt: row.uploadedAt.toISOString(),
        uploadedBy: row.uploadedByName,
      };
    });
  }

  async remove(engagementId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw missing();
    const deleted = await this.db
      .delete(cairnDashboards)
      .where(and(eq(cairnDashboards.id, id), eq(cairnDashboards.engagementId, engagementId)))
      .returning({ id: cairnDashboards.id });
    if (deleted.length === 0) throw missing();
  }

  /** The newest version of a dashboard of the engagement; 404 when there is none. */
  async newest(engagementId: string, id: string): Promise<CairnDashboardVersion> {
    if (!isUuid(id)) throw missing();
    const [row] = await this.db
      .select({
        id: cairnDashboards.id,
        name: cairnDashboards.name,
        version: cairnDashboardVersions.version,
        definition: cairnDashboardVersions.definition,
      })
      .from(cairnDashboards)
      .innerJoin(cairnDashboardVersions, eq(cairnDashboardVersions.dashboardId, cairnDashboards.id))
      .where(and(eq(cairnDashboards.id, id), eq(cairnDashboards.engagementId, engagementId)))
      .orderBy(desc(cairnDashboardVersions.version))
      .limit(1);
    if (!row) throw missing();
    return { ...row, definition: row.definition as CairnDashboardDefinition };
  }

  async embed(engagementId: string, id: string): Promise<EmbeddedDashboard> {
    const { name, version, definition } = await this.newest(engagementId, id);
    return { provider: 'cairn', id, name, version, definition };
  }
}
