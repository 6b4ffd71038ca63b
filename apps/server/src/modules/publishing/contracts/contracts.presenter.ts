// The only way contract rows become JSON.
import type { ContractConsumer, DataContract, NodeModelLayer } from '@cairn/contracts';
import type { dataContractVersions } from '../../../db/schema/publishing.js';
import type { ContractNode } from './contract-rules.js';

export type ContractRow = typeof dataContractVersions.$inferSelect;

/** A contract in force, with the commit its version was taken from (kept on the server). */
export interface ContractInForce extends DataContract {
  commit: string;
}

export function presentRecorded(row: ContractRow, consumers: ContractConsumer[]): ContractInForce {
  return {
    layer: row.layer as NodeModelLayer,
    node: row.node,
    version: row.version,
    recorded: true,
    columns: row.columns,
    keys: row.keys,
    consumers,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedByName,
    branch: row.branch,
    commit: row.commit,
  };
}

/** A read node of the published branch with no recorded version: version 1 is the node as it is. */
export function presentUnrecorded(
  layer: NodeModelLayer,
  node: ContractNode,
  consumers: ContractConsumer[],
  at: { branch: string; commit: string },
): ContractInForce {
  return {
    layer,
    node: node.name,
    version: 1,
    recorded: false,
    columns: node.fields.map(({ name, dataType }) => ({ name, dataType })),
    keys: [],
    consumers,
    recordedAt: null,
    recordedBy: null,
    branch: at.branch,
    commit: at.commit,
  };
}

export function publicContract({ commit: _commit, ...contract }: ContractInForce): DataContract {
  return contract;
}
