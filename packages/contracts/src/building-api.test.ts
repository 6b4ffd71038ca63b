import { describe, expect, it } from 'vitest';
import { buildRunParameters, canBuild, tickBuildNode, type BuildNode } from './building-api.js';

const row = (name: string, active = false, rebuild = false): BuildNode => ({ name, active, rebuild });

describe('build screen rules (workspace.md s.4 Building)', () => {
  it('a rebuild tick also sets active; clearing active clears rebuild', () => {
    expect(tickBuildNode(row('a'), 'rebuild', true)).toEqual(row('a', true, true));
    expect(tickBuildNode(row('a', true, true), 'rebuild', false)).toEqual(row('a', true, false));
    expect(tickBuildNode(row('a', true, true), 'active', false)).toEqual(row('a', false, false));
  });

  it('Build is enabled only if some node is active or rebuild', () => {
    expect(canBuild([row('a'), row('b')])).toBe(false);
    expect(canBuild([row('a'), row('b', true)])).toBe(true);
    expect(canBuild([])).toBe(false);
  });

  it('sends the active nodes and, as RebuildNodes, those both active and rebuild', () => {
    expect(
      buildRunParameters({
        branch: 'working',
        source: 's1',
        nodes: [row('a', true), row('b', true, true), row('c')],
      }),
    ).toEqual({
      Branch: 'working',
      Source: 's1',
      Category: null,
      ActiveNodes: ['a', 'b'],
      RebuildNodes: ['b'],
    });
  });
});
