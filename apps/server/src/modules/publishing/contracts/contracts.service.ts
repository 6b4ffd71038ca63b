// Data contracts (docs/contracts.md): the nodes of the published branch that other nodes, tests or
// dashboards read, with their columns, types and keys. A contract is its newest recorded version,
// else (nothing recorded yet) the published branch's node as it is. Versions are recorded when a
// branch is published (version 1 of every newly read node) and when a user versions a contract up.
import { and, eq } from 'drizzle-orm';
import {
  engagementScope,
  englishMessage,
  NODE_MODEL_LAYERS,
  type ContractBreak,
  type ContractCheck,
  type ContractVersionRequest,
  type DataContract,
  type DataContractList,
  type NodeModelLayer,
} from '@cairn/contracts';
import type { AccessService } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import type { Db, Tx } from '../../../db/client.js';
import { dataContractVersions } from '../../../db/schema/publishing.js';
import { versionedStore, type NewVersion } from '../../../db/versioned-store.js';
import { badRequest, forbidden, notFound } from '../../../http/problem.js';
import { recordAuditEvent } from '../../audit/audit.service.js';
import type { DashboardQuerySource, EngagementLookup, NodeModelBranches } from '../ports.js';
import { loadPublishAbilities } from '../publishing.policy.js';
import {
  consumersOf,
  contractChanges,
  nodeKey,
  type ContractLayer,
  type ContractNode,
  type DashboardQueries,
} from './contract-rules.js';
import {
  presentRecorded,
  presentUnrecorded,
  publicContract,
  type ContractInForce,
} from './contracts.presenter.js';

export const CONTRACT_AUDIT_ACTION = 'Contracts.VersionUp';

interface NodeIdentity {
  engagementId: string;
  layer: string;
  nodeKey: string;
}
const versions = versionedStore({
  table: dataContractVersions,
  of: (id: NodeIdentity) =>
    and(
      eq(dataContractVersions.engagementId, id.engagementId),
      eq(dataContractVersions.layer, id.layer),
      eq(dataContractVersions.nodeKey, id.nodeKey),
    ),
  identity: [dataContractVersions.engagementId, dataContractVersions.layer, dataContractVersions.nodeKey],
  // Two version-ups of one node at once get consecutive versions.
  lockName: (id) => `cairn.contracts:${id.engagementId}:${id.layer}.${id.nodeKey}`,
});

/** Every layer of a branch, read at its tip. */
interface BranchModel {
  branch: string;
  commit: string;
  layers: ContractLayer[];
}

const findNode = (layers: readonly ContractLayer[], layer: string, node: string): ContractNode | undefined =>
  layers.find((l) => l.layer === layer)?.nodes.find((n) => nodeKey(layer, n.name) === nodeKey(layer, node));

export function breaksOf(contracts: readonly DataContract[], model: BranchModel): ContractBreak[] {
  return contracts.flatMap(({ layer, node, version, columns }) => {
    const changes = contractChanges(columns, findNode(model.layers, layer, node)?.fields);
    return changes.length ? [{ layer, node, version, changes }] : [];
  });
}

export interface ContractsDeps {
  access: AccessService;
  engagements: EngagementLookup;
  nodeModel: NodeModelBranches;
  dashboards: DashboardQuerySource;
  publishedBranch: (engagementId: string) => Promise<string>;
}

export class ContractsService {
  constructor(
    private readonly db: Db,
    private readonly deps: ContractsDeps,
  ) {}

  async list(engagementId: string, caller: Principal): Promise<DataContractList> {
    const published = await this.deps.publishedBranch(engagementId);
    const [contracts, abilities] = await Promise.all([
      this.inForce(engagementId, published),
      loadPublishAbilities(this.deps, caller, engagementId),
    ]);
    return {
      publishedBranch: published,
      contracts: contracts.map(publicContract),
      abilities: { versionUp: abilities.publish },
    };
  }

  /** The contracts `branch` breaks. */
  async check(engagementId: string, branch: string): Promise<ContractCheck> {
    const published = await this.deps.publishedBranch(engagementId);
    const [contracts, model] = await Promise.all([
      this.inForce(engagementId, published),
      this.readModel(engagementId, branch),
    ]);
    return { branch: model.branch, breaks: breaksOf(contracts, model) };
  }

  /**
   * What publishing `branch` does to the contracts: the ones it breaks, and (when none) `record`,
   * which writes version 1 of every node the branch's readers read that has no version yet.
   */
  async publishPlan(engagementId: string, branch: string) {
    const published = await this.deps.publishedBranch(engagementId);
    // The dashboards' SQL is read once, for the contracts in force and for the branch's readers.
    const dashboards = await this.deps.dashboards.queriesOf(engagementId);
    const [contracts, model] = await Promise.all([
      this.inForce(engagementId, published, dashboards),
      this.readModel(engagementId, branch),
    ]);
    const recorded = new Set(contracts.filter((c) => c.recorded).map((c) => nodeKey(c.layer, c.node)));
    const consumers = consumersOf(model.layers, dashboards);
    const firsts = model.layers.flatMap(({ layer, nodes }) =>
      nodes
        .filter((n) => consumers.has(nodeKey(layer, n.name)) && !recorded.has(nodeKey(layer, n.name)))
        .map((n) => presentUnrecorded(layer, n, [], model)),
    );
    return {
      breaks: breaksOf(contracts, model),
      record: async (tx: Tx, caller: Principal, byName: string) => {
        for (const first of firsts) await this.append(tx, engagementId, first, caller, byName);
      },
    };
  }

  /** Records the branch's node as the contract's next version, with `input.keys` as its keys. */
  async versionUp(
    engagementId: string,
    layer: NodeModelLayer,
    node: string,
    input: ContractVersionRequest,
    caller: Principal,
  ): Promise<DataContract> {
    const abilities = await loadPublishAbilities(this.deps, caller, engagementId);
    if (!abilities.publish)
      throw forbidden('A gain engagement publishes no pipelines, so its contracts have no versions.');
    const published = await this.deps.publishedBranch(engagementId);
    const [contracts, model] = await Promise.all([
      this.inForce(engagementId, published),
      this.readModel(engagementId, input.branch),
    ]);
    const current = contracts.find((c) => nodeKey(c.layer, c.node) === nodeKey(layer, node));
    if (!current) throw notFound(`Nothing reads ${layer}.${node}, so it has no contract.`);
    const branchNode = findNode(model.layers, layer, node);
    if (!branchNode) throw notFound(`Node ${layer}.${node} does not exist on branch ${model.branch}.`);
    const keys = keysOf(input.keys, branchNode);
    const next = { ...presentUnrecorded(layer, branchNode, current.consumers, model), keys };
    const byName = (await this.deps.nodeModel.authorOf(caller)).name;
    const row = await this.db.transaction(async (tx) => {
      // The version the published branch stood for until now is kept as version 1.
      if (!current.recorded) await this.append(tx, engagementId, current, caller, byName);
      const saved = await this.append(tx, engagementId, next, caller, byName);
      await recordAuditEvent(tx, {
        action: CONTRACT_AUDIT_ACTION,
        actor: caller,
        target: `${layer}.${branchNode.name}`,
        scope: engagementScope(engagementId),
        detail: { version: saved.version, branch: model.branch, commit: model.commit, keys },
      });
      return saved;
    });
    return publicContract(presentRecorded(row, current.consumers));
  }

  /** Recorded contracts, and the published branch's read nodes that have none yet. */
  private async inForce(
    engagementId: string,
    published: string,
    knownDashboards?: DashboardQueries[],
  ): Promise<ContractInForce[]> {
    const [model, dashboards, rows] = await Promise.all([
      this.readModel(engagementId, published),
      knownDashboards ?? this.deps.dashboards.queriesOf(engagementId),
      versions.latestOfEach(this.db, eq(dataContractVersions.engagementId, engagementId)),
    ]);
    const consumers = consumersOf(model.layers, dashboards);
    const recorded = new Map(rows.map((row) => [nodeKey(row.layer, row.nodeKey), row]));
    const contracts: ContractInForce[] = [];
    for (const { layer, nodes } of model.layers) {
      for (const node of nodes) {
        const key = nodeKey(layer, node.name);
        const readers = consumers.get(key);
        const row = recorded.get(key);
        recorded.delete(key);
        if (row) contracts.push(presentRecorded(row, readers ?? []));
        else if (readers) contracts.push(presentUnrecorded(layer, node, readers, model));
      }
    }
    // A contract outlives its node on the published branch: the node may come back.
    for (const row of recorded.values()) contracts.push(presentRecorded(row, []));
    return contracts;
  }

  private async readModel(engagementId: string, branch: string): Promise<BranchModel> {
    const layers = await Promise.all(
      NODE_MODEL_LAYERS.map(async (layer) => ({
        layer,
        read: await this.deps.nodeModel.readLayer(engagementId, branch, layer),
      })),
    );
    return {
      branch: layers[0].read.branch,
      commit: layers[0].read.commit,
      layers: layers.map(({ layer, read }) => ({ layer, nodes: read.nodes })),
    };
  }

  private append(tx: Tx, engagementId: string, contract: ContractInForce, caller: Principal, byName: string) {
    const values: NewVersion<typeof dataContractVersions> = {
      engagementId,
      layer: contract.layer,
      nodeKey: contract.node.toLowerCase(),
      node: contract.node,
      columns: contract.columns,
      keys: contract.keys,
      branch: contract.branch,
      commit: contract.commit,
      recordedBy: caller.id,
      recordedByName: byName,
    };
    return versions.append(tx, { engagementId, layer: contract.layer, nodeKey: values.nodeKey }, values);
  }
}

/** The key columns in the node's spelling: at least one, each a field of the node, each once. */
function keysOf(input: readonly string[], node: ContractNode): string[] {
  const keys: string[] = [];
  const errors: { field: string; message: string; key: string }[] = [];
  input.forEach((raw, index) => {
    const field = node.fields.find((f) => f.name.toLowerCase() === raw.trim().toLowerCase());
    if (!field || keys.includes(field.name))
      errors.push({
        field: `keys.${index}`,
        message: englishMessage({ key: 'invalidValue' }),
        key: 'invalidValue',
      });
    else keys.push(field.name);
  });
  if (input.length === 0)
    errors.push({
      field: 'keys',
      message: englishMessage({ key: 'atLeastOneKeyRequired' }),
      key: 'atLeastOneKeyRequired',
    });
  if (errors.length) throw badRequest('The contract’s keys are not valid.', errors);
  return keys;
}
