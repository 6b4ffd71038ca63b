// A build stops at the engagement's warehouse quota (issue 24): a node is built only while the
// warehouse holds less than CAIRN_WAREHOUSE_QUOTA_GB, and once one is refused the nodes after it are
// not tried. The session measures the warehouse before building (createTableAs's quotaBytes; the
// sizes here are its answers); the engines' measurements are proven by the import quota tests on
// DuckDB and PostgreSQL, the DuckDB session's refusal by untrusted-session-ahead.test.ts.
import { describe, expect, it } from 'vitest';
import { assertRoomToBuild } from '../../warehouse/warehouse-quota.js';
import { RunFailure, type RunContext } from '../pipelines/run-handlers.js';
import type { BuildResults, NodeBuildRecord } from './build-results.service.js';
import { runBuild } from './build-run.js';
import { modelNode as node } from './model-node.test-helpers.js';
import type { UntrustedSession } from './ports.js';

function build(quotaBytes: number, sizes: number[]) {
  const created: string[] = [];
  const lines: string[] = [];
  // The warehouse's size before each node: 'sizes' in turn, the last one from then on.
  const size = () => sizes[Math.min(created.length, sizes.length - 1)];
  let recorded: NodeBuildRecord[] = [];
  const session: UntrustedSession = {
    execute: async () => undefined,
    createTempView: async () => undefined,
    query: async () => ({ columns: [], rows: [] }),
    createTableAs: async (schema, table, _sql, options) => {
      if (options?.quotaBytes) assertRoomToBuild(options.quotaBytes, size(), `${schema}.${table}`);
      created.push(`${schema}.${table}`);
      return 1;
    },
    bytesInUse: async () => size(),
    close: async () => undefined,
  };
  const nodes = [
    node('a', 'SELECT 1 AS x'),
    node('b', 'SELECT 2 AS x'),
    node('c', 'SELECT * FROM analytical.a'),
  ];
  const deps = {
    model: { readLayer: async () => ({ commit: 'c0ffee0000', nodes }) },
    warehouse: { session: async () => session },
    results: {
      recordBuilds: async (_e: string, _r: string, _l: string, _b: string, records: NodeBuildRecord[]) =>
        void (recorded = records),
    } as unknown as BuildResults,
    published: { publishedBranch: async () => 'main' },
    warehouseQuotaBytes: quotaBytes,
  };
  const ctx: RunContext = {
    run: {
      id: 'run-1',
      engagementId: 'e-1',
      tenantId: 't-1',
      pipelineName: 'BuildAnalytical',
      layerName: 'analytical',
      parameters: { Branch: 'main' },
      startedById: null,
    },
    log: async (message) => void lines.push(message),
    logLines: async (more) => void lines.push(...more.map((l) => l.message)),
    signal: new AbortController().signal,
    setCommit: async () => undefined,
    warehouse: Promise.resolve({ engagementId: 'e-1', engine: 'duckdb', file: '/unused.duckdb' }),
  };
  return { outcome: runBuild(deps, 'analytical', ctx), created, lines, records: () => recorded };
}

describe('a build at the warehouse quota', () => {
  it('builds no node once the warehouse holds its quota, and says which setting to raise', async () => {
    // Under the quota before a, past it after a (a query's size is only known once it has run).
    const run = build(1000, [10, 1200]);
    await expect(run.outcome).rejects.toThrow(RunFailure);
    await expect(run.outcome).rejects.toThrow(
      /Node b failed: This engagement's warehouse holds .*, its quota is .*: analytical\.b was not built\. .*CAIRN_WAREHOUSE_QUOTA_GB.*not built because of it: c\. Built 1 of 3 nodes\./,
    );
    expect(run.created).toEqual(['analytical.a']);
    expect(run.records().map((r) => [r.node, r.status])).toEqual([
      ['a', 'Succeeded'],
      ['b', 'Failed'],
      ['c', 'Stopped'],
    ]);
  });

  it('builds every node while the warehouse stays under its quota, and without a quota', async () => {
    const under = build(1000, [10, 20, 999]);
    await expect(under.outcome).resolves.toMatchObject({
      message: 'Built 3 nodes of the analytical layer on main',
    });
    const none = build(0, [10, 5_000]);
    await expect(none.outcome).resolves.toMatchObject({
      message: 'Built 3 nodes of the analytical layer on main',
    });
    expect(none.created).toEqual(['analytical.a', 'analytical.b', 'analytical.c']);
  });
});
