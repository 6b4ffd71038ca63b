// Where a click on a lineage box leads: a node's Configure screen, a source's node with the source
// chosen, a test on the Testing screen; an import table nowhere.
import { describe, expect, it } from 'vitest';
import type { LineageNode } from '@cairn/contracts';
import { lineageNodeAddress } from './lineageAddresses';

const box = (change: Partial<LineageNode>): LineageNode => ({
  id: 'x',
  kind: 'node',
  layer: 'model',
  name: 'lines',
  node: null,
  lastBuild: null,
  columns: null,
  ...change,
});

describe('lineageNodeAddress', () => {
  it('opens a source on its node with the source chosen, a test on Testing, a table nowhere', () => {
    const source = box({ kind: 'source', name: 'archive 2025', node: 'lines' });
    const at = new URL(lineageNodeAddress(source, 'main', false)!, 'http://x');
    expect(at.pathname).toBe(new URL(lineageNodeAddress(box({}), 'main', false)!, 'http://x').pathname);
    expect(Object.fromEntries(at.searchParams)).toEqual({
      branch: 'main',
      node: 'lines',
      source: 'archive 2025',
    });
    expect(
      lineageNodeAddress(box({ kind: 'test', layer: 'test', name: 't1', node: 'checks' }), 'dev', false),
    ).toBe('/testing/config?branch=dev&node=checks&test=t1');
    expect(lineageNodeAddress(box({ kind: 'table', layer: 'import' }), 'main', false)).toBeNull();
  });
});
