// How a contract's pieces read: a change in words, the readers as one list, the node's address.
import type { TFunction } from 'i18next';
import type { ContractChange, ContractConsumer, NodeModelLayer } from '@cairn/contracts';

export const describeChange = (t: TFunction, change: ContractChange) =>
  t(`contracts.change.${change.change}`, { column: change.column, from: change.from, to: change.to });

export const describeReaders = (consumers: readonly ContractConsumer[]) =>
  consumers.map((c) => c.name).join(', ');

/** The configuration screen of a node's layer; labeling is FX rate in a gain engagement. */
const CONFIG_SCREENS: Record<NodeModelLayer, string> = {
  model: '/modeling/config',
  filtering: '/filtering/config',
  labeling: '/labeling/config',
  analytical: '/analytical/config',
  test: '/testing/config',
};

export function nodeScreenAddress(layer: NodeModelLayer, branch: string, node: string, isGain = false) {
  const path = layer === 'labeling' && isGain ? '/fx-rate/config' : CONFIG_SCREENS[layer];
  return `${path}?${new URLSearchParams({ branch, node })}`;
}

export const contractsAddress = (branch?: string) =>
  branch ? `/contracts?${new URLSearchParams({ branch })}` : '/contracts';
