// The local provider: provisions on this machine what Cairn itself uses for a composed resource, under
// the data directory, and records it in deployment_provisions:
//   StorageAccount, DataLakeStorage -> a storage root (storage/tenants/<tenant>/<name>): an engagement's
//     storage configuration 'LocalFileSystem' with that PathPrefix keeps its files there;
//   SqlDatabase, SynapseDataWarehouse -> a DuckDB warehouse (warehouse/tenants/<tenant>/<name>.duckdb)
//     with the layers' schemas, or, when the installation has a PostgreSQL warehouse server, an empty
//     database there (wh_<name>_<tenant>) that the engagement selecting the resource keeps its
//     warehouse in (a warehouse provisioned before keeps its engine: nothing moves);
//   GitRepository -> a bare git repository (git/tenants/<tenant>/<name>.git) with a first commit;
//   KeyVault -> a secret namespace whose key is sealed with the data directory's key (vault-secrets.ts).
// Other types succeed saying nothing was needed locally. Running a task again finds what exists and
// keeps it; nothing here ever deletes a provisioned thing.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { columnsEqual } from '../../../db/columns-equal.js';
import { DEPLOYMENT_TASK_TYPES, type Provision } from '@cairn/contracts';
import type { Db } from '../../../db/client.js';
import { deploymentProvisions } from '../../../db/schema/deployments.js';
import { GitRepository } from '../../node-model/git-repository.js';
import { quoteIdentifier, WAREHOUSE_SCHEMAS } from '../../../warehouse/identifiers.js';
import type { ComposedResource } from '../arm/arm-templates.js';
import { dataDirectoryKey, newNamespaceKey, seal } from '../../secrets/secret-box.js';
import { createWarehouseDatabase } from '../../../warehouse/postgres/pg-provisioning.js';
import { postgresDatabaseOf } from '../deployments.presenter.js';
import { OWNED_PROVISION_KINDS } from '../provision-owners.port.js';
import { engagementSelecting } from '../../engagements/selected-provision.js';
import type { DeploymentProvider, DeploymentTaskRow, PlannedTask } from './provider.js';

type Kind = Provision['kind'];
const KIND_OF: Record<string, Kind> = {
  StorageAccount: 'StorageRoot',
  DataLakeStorage: 'StorageRoot',
  SqlDatabase: 'Warehouse',
  SynapseDataWarehouse: 'Warehouse',
  GitRepository: 'GitRepository',
  KeyVault: 'SecretNamespace',
};
/** Resource names are letters and digits (section 5); anything else never reaches a path. */
const SAFE_NAME = /^[A-Za-z0-9]{1,64}$/;

export const localKindOf = (resourceType: string): Kind | undefined => KIND_OF[resourceType];

/** Where a provisioned thing lives, relative to the data directory. */
export function localLocation(kind: Kind, tenantId: string, name: string) {
  const lower = name.toLowerCase();
  if (kind === 'StorageRoot') return `storage/tenants/${tenantId}/${lower}`;
  if (kind === 'Warehouse') return `warehouse/tenants/${tenantId}/${lower}.duckdb`;
  if (kind === 'GitRepository') return `git/tenants/${tenantId}/${lower}.git`;
  return `secrets/tenants/${tenantId}/${lower}`;
}

/** The storage configuration of a storage root: the local driver writes under storage/<PathPrefix>. */
export const storageRootConfiguration = (tenantId: string, name: string) =>
  JSON.stringify({
    PathPrefix: `tenants/${tenantId}/${name.toLowerCase()}`,
    StorageAccountName: name.toLowerCase(),
  });

/** The installation's PostgreSQL warehouse server (config.warehouse.postgres), when it has one. */
export interface WarehouseServer {
  adminUrl: string;
  serverName: string;
}

/** The database of a provisioned warehouse: lower-case, within PostgreSQL's 63 bytes, one per tenant and name. */
export const provisionedDatabaseName = (tenantId: string, name: string) =>
  `wh_${name.toLowerCase().slice(0, 51)}_${tenantId.replace(/-/g, '').slice(0, 8).toLowerCase()}`;

export class LocalDeploymentProvider implements DeploymentProvider {
  readonly name = 'local';

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly warehouseServer?: WarehouseServer,
  ) {}

  plan(resource: ComposedResource, deploymentName: string): PlannedTask {
    return {
      name: `Provision ${resource.resourceType} ${resource.name}`,
      type: DEPLOYMENT_TASK_TYPES.local,
      configuration: {
        DeploymentName: deploymentName,
        ResourceName: resource.name,
        ResourceType: resource.resourceType,
      },
    };
  }

  async run(task: DeploymentTaskRow): Promise<string> {
    const kind = localKindOf(task.resourceType);
    if (task.type === DEPLOYMENT_TASK_TYPES.keep) {
      return `${task.resourceName} is no longer composed; its ${kind ?? 'resource'} at ${
        kind ? localLocation(kind, task.tenantId, task.resourceName) : '-'
      } is kept with its data (nothing is deleted by a deployment).`;
    }
    if (!kind)
      return `Nothing was needed locally for a ${task.resourceType}: Cairn has no local counterpart.`;
    if (!SAFE_NAME.test(task.resourceName))
      throw new Error(`'${task.resourceName}' is not a valid resource name.`);
    const [known] = await this.db
      .select()
      .from(deploymentProvisions)
      .where(
        columnsEqual(deploymentProvisions, {
          tenantId: task.tenantId,
          resourceType: task.resourceType,
          resourceName: task.resourceName,
        }),
      );
    if (kind === 'Warehouse' && this.warehouseServer && (!known || postgresDatabaseOf(known.details)))
      return this.postgresWarehouse(task, this.warehouseServer, !!known);
    const location = localLocation(kind, task.tenantId, task.resourceName);
    const full = path.join(this.dataDir, location);
    const existed = fs.existsSync(
      kind === 'Warehouse' ? full : path.join(full, kind === 'GitRepository' ? 'HEAD' : '.'),
    );
    let details = known?.details ?? '{}';
    if (!existed) await this.make(kind, full, task);
    if (kind === 'StorageRoot')
      details = JSON.stringify({
        implementation: 'LocalFileSystem',
        configuration: storageRootConfiguration(task.tenantId, task.resourceName),
      });
    if (kind === 'SecretNamespace' && !known)
      details = JSON.stringify({ sealedKey: seal(dataDirectoryKey(this.dataDir), newNamespaceKey()) });
    await this.record(task, kind, location, details);
    const what = {
      StorageRoot: 'Storage root',
      Warehouse: 'Warehouse',
      GitRepository: 'Git repository',
      SecretNamespace: 'Secret namespace',
    }[kind];
    if (known && existed) return `${what} ${location} already provisioned; kept as it is.`;
    return `${what} ${location} provisioned.`;
  }

  /** A database on the warehouse server; the engagement that selects the resource keeps its warehouse there. */
  private async postgresWarehouse(task: DeploymentTaskRow, server: WarehouseServer, known: boolean) {
    const database = provisionedDatabaseName(task.tenantId, task.resourceName);
    const created = await createWarehouseDatabase(server.adminUrl, database);
    const location = `postgresql://${server.serverName}/${database}`;
    const details = JSON.stringify({ implementation: 'PostgreSQL', server: server.serverName, database });
    await this.record(task, 'Warehouse', location, details);
    if (known && !created) return `Warehouse ${location} already provisioned; kept as it is.`;
    return `Warehouse ${location} provisioned: the engagement that selects ${task.resourceName} keeps its warehouse in database ${database} on the warehouse server ${server.serverName}.`;
  }

  private async record(task: DeploymentTaskRow, kind: Kind, location: string, details: string) {
    // A warehouse or repository made for the engagement that selected it is that engagement's.
    const owned = (OWNED_PROVISION_KINDS as readonly string[]).includes(kind) && task.resourceId;
    const ownerEngagementId = owned
      ? ((await engagementSelecting(this.db, task.tenantId, owned)) ?? null)
      : null;
    await this.db
      .insert(deploymentProvisions)
      .values({
        tenantId: task.tenantId,
        resourceName: task.resourceName,
        resourceType: task.resourceType,
        kind,
        location,
        details,
        ownerEngagementId,
      })
      .onConflictDoUpdate({
        target: [
          deploymentProvisions.tenantId,
          deploymentProvisions.resourceType,
          deploymentProvisions.resourceName,
        ],
        // An owner once recorded stays (coalesce keeps it); one made before owners were recorded gets one.
        set: {
          location,
          details,
          ownerEngagementId: sql`coalesce(${deploymentProvisions.ownerEngagementId}, ${ownerEngagementId})`,
          updatedAt: sql`now()`,
        },
      });
  }

  private async make(kind: Kind, full: string, task: DeploymentTaskRow) {
    if (kind === 'StorageRoot' || kind === 'SecretNamespace') {
      fs.mkdirSync(full, { recursive: true });
      return;
    }
    if (kind === 'GitRepository') {
      await GitRepository.create(full, {
        branch: 'main',
        files: new Map([
          ['README.md', `# ${task.resourceName}\n\nProvisioned by a Cairn deployment for a node model.\n`],
        ]),
        author: { name: 'Cairn deployment', email: 'deployments@cairn.local' },
        message: 'Repository provisioned by a deployment',
      });
      return;
    }
    // A warehouse: built beside its place and renamed in, so a crash never leaves half a database.
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const building = `${full}.creating`;
    fs.rmSync(building, { force: true });
    fs.rmSync(`${building}.wal`, { force: true });
    const { DuckDBInstance } = await import('@duckdb/node-api'); // loaded only when a database is made
    const instance = await DuckDBInstance.create(building);
    try {
      const connection = await instance.connect();
      for (const schema of WAREHOUSE_SCHEMAS)
        await connection.run(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      await connection.run('CHECKPOINT');
      connection.closeSync();
    } finally {
      instance.closeSync();
    }
    fs.renameSync(building, full);
  }
}
