// What a configuration card may name (issue 24): values that point at objects are checked against
// the engagement's own tenant before they are saved, so the platform identity never acts outside the
// tenant's resources (Power BI, capacities, pause) and no engagement reaches another's warehouse.
// - dashboard: SubscriptionId and ResourceGroupName are the tenant's own; the capacity names are
//   resources the tenant composed of that type; a WorkspaceId another tenant's engagement named first
//   stays that tenant's;
// - nodeModel: NodeModelDatabaseName is no database of Cairn's or of another engagement
//   (warehouse/engine-choice.ts) and no other engagement has named it.
import { and, eq, ne, sql } from 'drizzle-orm';
import { valueAt, type EngagementConfigurationKind, type FieldProblem } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { engagementConfigurationVersions as versions } from '../../db/schema/engagement-configurations.js';
import { databaseNameProblem } from '../../warehouse/engine-choice.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import { listResources, tenantCloudOf } from '../tenants/tenant-resources.port.js';

type Values = Record<string, unknown>;
const TOOL = 'dashboardToolConfiguration';
const CAPACITY_TYPES: Record<string, string> = {
  PowerBiEmbeddedResourceName: 'PowerBIEmbedded',
  AnalysisServicesResourceName: 'AnalysisServices',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const notOurs = (field: string): FieldProblem => ({ field, message: { key: 'notOfThisTenant' } });

export class ConfigurationReferences {
  constructor(
    private readonly db: Db,
    private readonly engagements: Pick<EngagementService, 'get'>,
    /** Cairn's own metadata database (config.databaseUrl's), never a warehouse. */
    private readonly metadataDatabase: string | undefined,
  ) {}

  async problems(engagementId: string, kind: EngagementConfigurationKind, values: Values) {
    if (kind === 'dashboard') return this.dashboard(engagementId, values);
    if (kind === 'nodeModel') return this.nodeModel(engagementId, values);
    return [];
  }

  private async dashboard(engagementId: string, values: Values): Promise<FieldProblem[]> {
    const { tenantId } = await this.engagements.get(engagementId);
    const problems: FieldProblem[] = [];
    const cloud = await tenantCloudOf(this.db, tenantId);
    for (const [key, own] of [
      ['SubscriptionId', cloud?.subscriptionId],
      ['ResourceGroupName', cloud?.resourceGroupName],
    ] as const) {
      const named = text(valueAt(values, `${TOOL}.${key}`));
      if (named && named.toLowerCase() !== (own ?? '').toLowerCase())
        problems.push(notOurs(`${TOOL}.${key}`));
    }
    const resources = await listResources(this.db, tenantId);
    for (const [key, type] of Object.entries(CAPACITY_TYPES)) {
      const named = text(valueAt(values, `${TOOL}.${key}`)).toLowerCase();
      if (named && !resources.some((r) => r.resourceType === type && r.name.toLowerCase() === named))
        problems.push(notOurs(`${TOOL}.${key}`));
    }
    const workspace = text(valueAt(values, `${TOOL}.WorkspaceId`));
    if (workspace) {
      const namers = await this.othersNaming('dashboard', engagementId, `{${TOOL},WorkspaceId}`, workspace);
      for (const other of namers) {
        if ((await this.engagements.get(other)).tenantId !== tenantId) {
          problems.push(notOurs(`${TOOL}.WorkspaceId`));
          break;
        }
      }
    }
    return problems;
  }

  private async nodeModel(engagementId: string, values: Values): Promise<FieldProblem[]> {
    const field = 'nodeModelPlatformConfiguration.NodeModelDatabaseName';
    const named = text(valueAt(values, field));
    if (!named) return [];
    // A provisioned database is chosen by selecting its resource, not by typing its name.
    const reserved = databaseNameProblem(engagementId, named, undefined, this.metadataDatabase);
    const taken = await this.othersNaming(
      'nodeModel',
      engagementId,
      '{nodeModelPlatformConfiguration,NodeModelDatabaseName}',
      named,
    );
    return reserved || taken.length ? [{ field, message: { key: 'databaseOfAnotherEngagement' } }] : [];
  }

  /** Engagements other than this one with a version of the card naming `value` at `path` (a claim, once made). */
  private async othersNaming(kind: string, engagementId: string, path: string, value: string) {
    const rows = await this.db
      .selectDistinct({ engagementId: versions.engagementId })
      .from(versions)
      .where(
        and(
          eq(versions.kind, kind),
          ne(versions.engagementId, engagementId),
          sql`lower(${versions.values} #>> ${path}) = ${value.toLowerCase()}`,
        ),
      );
    return rows.map((r) => r.engagementId);
  }
}
