// The lineage graph from a branch's node model: a node's sources drawn between the tables they read
// and the node, tests after the nodes they read; what a change touches follows the edges.
import { describe, expect, it } from 'vitest';
import { downstreamOf, type NodeModelLayer } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { BuildResults } from './build-results.service.js';
import { LineageService } from './lineage.js';
import { modelNode } from './model-node.test-helpers.js';
import type { ModelNode } from './ports.js';

const layers: Partial<Record<NodeModelLayer, ModelNode[]>> = {
  model: [
    modelNode('lines', 'select * from source', {
      sources: [
        { name: 'current', query: 'select * from import.payroll' },
        { name: 'archive', query: 'select * from import.payroll_2025' },
      ],
    }),
    modelNode('by_country', 'select country, sum(amount) as total from model.lines group by country'),
  ],
  test: [
    modelNode('checks', 'select 1', {
      tests: [
        {
          name: 'no_negatives',
          active: true,
          categoryNames: [],
          query: 'select * from model.by_country where total < 0',
        },
      ],
    }),
  ],
};

const service = new LineageService({
  model: { readLayer: async (_e, _b, layer) => ({ commit: 'c1', nodes: layers[layer] ?? [] }) },
  results: {} as BuildResults,
  permissionsAtEngagement: async () => new Set<string>(),
});

describe('lineage', () => {
  it("draws a node's sources between the tables they read and the node", async () => {
    const lineage = await service.graph('e-1', 'main', {} as Principal);
    const source = lineage.nodes.find((n) => n.id === 'source:model.lines/archive');
    expect(source).toMatchObject({ kind: 'source', layer: 'model', name: 'archive', node: 'lines' });
    expect(lineage.edges).toEqual(
      expect.arrayContaining([
        { from: 'import.payroll', to: 'source:model.lines/current' },
        { from: 'import.payroll_2025', to: 'source:model.lines/archive' },
        { from: 'source:model.lines/current', to: 'model.lines' },
        { from: 'source:model.lines/archive', to: 'model.lines' },
        { from: 'model.by_country', to: 'test:checks/no_negatives' },
      ]),
    );
    // The node reads its tables through its sources only, not straight.
    expect(lineage.edges).not.toContainEqual({ from: 'import.payroll', to: 'model.lines' });
    // A change to an import table touches its source, the node, what reads the node and its test.
    expect(downstreamOf(lineage, 'import.payroll_2025')).toEqual([
      'source:model.lines/archive',
      'model.lines',
      'model.by_country',
      'test:checks/no_negatives',
    ]);
  });
});
