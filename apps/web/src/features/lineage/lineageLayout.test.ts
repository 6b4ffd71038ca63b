// The lineage's columns: a layer's node sources stand in their own column just before its nodes, so
// a line runs table -> source -> node left to right instead of looping inside one column.
import { describe, expect, it } from 'vitest';
import type { LineageNode } from '@cairn/contracts';
import { layoutLineage } from './lineageLayout';

const box = (id: string, kind: LineageNode['kind'], layer: string): LineageNode => ({
  id,
  kind,
  layer,
  name: id,
  node: null,
  lastBuild: null,
  columns: null,
});

describe('layoutLineage', () => {
  it("puts a layer's sources in a column between what they read and the nodes", () => {
    const layout = layoutLineage({
      nodes: [
        box('model.lines', 'node', 'model'),
        box('source:model.lines/current', 'source', 'model'),
        box('import.payroll', 'table', 'import'),
      ],
      edges: [
        { from: 'import.payroll', to: 'source:model.lines/current' },
        { from: 'source:model.lines/current', to: 'model.lines' },
      ],
    });
    expect(layout.columns.map((c) => [c.layer, c.sources])).toEqual([
      ['import', false],
      ['model', true],
      ['model', false],
    ]);
    const x = (id: string) => layout.byId.get(id)!.x;
    expect(x('import.payroll')).toBeLessThan(x('source:model.lines/current'));
    expect(x('source:model.lines/current')).toBeLessThan(x('model.lines'));
  });
});
