import { describe, expect, it } from 'vitest';
import { importSourcesOf, type LayerNodes } from './import-lineage.js';
import { modelNode as node } from './model-node.test-helpers.js';
import type { ModelNode } from './ports.js';

const layer = (...nodes: ModelNode[]) => new Map(nodes.map((n) => [n.name.toLowerCase(), n]));

describe('import lineage of a query', () => {
  const layers: LayerNodes = {
    model: layer(
      node('lines', 'select * from source', {
        sources: [{ name: 'pay', query: 'select * from import.payroll' }],
      }),
      node('Loop_A', 'select * from model.loop_b join import.rates using (x)'),
      node('loop_b', 'select * from model.loop_a'),
    ),
    analytical: layer(
      node('summary', 'select * from model.lines -- import.commented_out', {
        categories: [{ name: 'big', query: "select * from analytical.summary where note <> 'import.text'" }],
      }),
    ),
  };

  it('follows node references (sources and categories too) down to the import tables', () => {
    expect(importSourcesOf('select * from analytical.summary', layers)).toEqual(['payroll']);
    expect(importSourcesOf('select * from analytical.summary__big', layers)).toEqual(['payroll']);
    expect(importSourcesOf('select * from import.bonus b join model.lines l on true', layers)).toEqual([
      'bonus',
      'payroll',
    ]);
  });

  it("names a gain engagement's loaded tables as gain.<table>", () => {
    expect(importSourcesOf('select * from gain.payroll p join import.bonus b on true', layers)).toEqual([
      'bonus',
      'gain.payroll',
    ]);
  });

  it('ends on cycles and unknown tables, and ignores comments and strings', () => {
    expect(importSourcesOf('select * from model.loop_a', layers)).toEqual(['rates']);
    expect(importSourcesOf('select * from model.nowhere', layers)).toEqual([]);
    expect(importSourcesOf("select 'import.x' -- import.y", layers)).toEqual([]);
  });
});
