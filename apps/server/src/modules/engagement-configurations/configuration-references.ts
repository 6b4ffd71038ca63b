// What a configuration card may name (issue 24): values that point at objects are checked against
// the engagement's own tenant before they are saved, so the platform identity never acts outside the
// tenant's resources (Power BI, capacities, pause) and no engagement reaches another's warehouse.
// - dashboard: SubscriptionId and ResourceGroupName are the tenant's own; the capacity names are
//   resources the tenant composed of that type; a WorkspaceId another tenant's engagement named first
//   stays that tenant's;
// - nodeModel: NodeModelDatabaseName is no database of Cairn's or of another engagement
//   (warehouse/engine-choice.ts) and no other engagement has named it;
// - gain: the outbound target's broker or API connection is one of this engagement's that the
//   caller may read (connectors' port; another engagement's is not found), and its container is
//   neither Cairn's own storage container nor one another engagement's gain card named first.
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  OUTBOUND,
  PERMISSIONS,
  valueAt,
  type EngagementConfigurationKind,
  type FieldProblem,
} from '@cairn/contracts';
import { connectorNamed } from '../connectors/outbound-connectors.port.js';
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
    /** Cairn's own Azure storage container (CAIRN_AZURE_STORAGE_CONTAINER), never a delivery target. */
    private readonly storageContainer?: string,
  ) {}

  /** `held`: the caller's permissions at the engagement (what it names must be within its reach). */
  async problems(
    engagementId: string,
    kind: EngagementConfigurationKind,
    values: Values,
    held: ReadonlySet<string> = new Set(),
  ) {
    if (kind === 'dashboard') return this.dashboard(engagementId, values);
    if (kind === 'nodeModel') return this.nodeModel(engagementId, values);
    if (kind === 'gain') return this.gainOutbound(engagementId, values, held);
    return [];
  }

  private async gainOutbound(
    engagementId: string,
    values: Values,
    held: ReadonlySet<string>,
  ): Promise<FieldProblem[]> {
    const type = text(valueAt(values, OUTBOUND.type));
    const notFound = (field: string): FieldProblem => ({ field, message: { key: 'notOfThisEngagement' } });
    const connector = (
      {
        SftpBroker: ['broker', OUTBOUND.broker],
        ApiConnection: ['apiConnection', OUTBOUND.apiConnection],
      } as const
    )[type as 'SftpBroker' | 'ApiConnection'];
    if (connector) {
      const [kind, field] = connector;
      const named = text(valueAt(values, field));
      // Brokers and API connections are read with Engagements.Reader: without it, none is found.
      const found =
        named &&
        held.has(PERMISSIONS.engagementsReader) &&
        (await connectorNamed(this.db, engagementId, kind, named));
      return named && !found ? [notFound(field)] : [];
    }
    if (type !== 'AzureBlobContainer' && type !== 'S3Bucket') return [];
    const container = text(valueAt(values, OUTBOUND.container));
    if (!container) return [];
    const claimed = await this.othersNaming(
      'gain',
      engagementId,
      '{outboundTarget,ContainerName}',
      container,
    );
    const own = container.toLowerCase() === (this.storageContainer ?? '').toLowerCase();
    return own || claimed.length ? [notFound(OUTBOUND.container)] : [];
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
