// The build and test run handlers, registered with the pipelines engine by pipeline name.
import { BUILD_PIPELINES, TEST_PIPELINE, type NodeModelLayer } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import type { RunHandlers } from '../pipelines/run-handlers.js';
import { BuildResults } from './build-results.service.js';
import { runBuild } from './build-run.js';
import type { LayerModelReader, PublishedBranches, SourceFolderAccess, WarehouseSessions } from './ports.js';
import { runTests } from './test-run.js';
import { LineageService, type LineageDeps } from './lineage.js';
import { BuildImpactService } from './build-impact.js';
import { DataDiffService, type DiffSessions } from './data-diff.js';

export interface BuildingModuleDeps {
  nodeModel: LayerModelReader;
  warehouse: WarehouseSessions;
  runHandlers: RunHandlers;
  importedTables: SourceFolderAccess;
  publishing: PublishedBranches;
  /** Bytes one engagement's warehouse may hold (CAIRN_WAREHOUSE_QUOTA_GB); 0 for no quota. */
  warehouseQuotaBytes: number;
  /** Users' SQL in an engagement's warehouse process, outside runs (the data diff, the build impact). */
  diffSessions: DiffSessions;
  /** The caller's permissions at an engagement (the lineage shows builds to pipeline readers). */
  permissionsAtEngagement: LineageDeps['permissionsAtEngagement'];
}

export function buildingModule(db: Db, deps: BuildingModuleDeps) {
  const buildResults = new BuildResults(db, deps.importedTables);
  const runDeps = {
    model: deps.nodeModel,
    warehouse: deps.warehouse,
    results: buildResults,
    published: deps.publishing,
    warehouseQuotaBytes: deps.warehouseQuotaBytes,
  };
  // A run that names no branch (the Run screens') is queued with the engagement's published branch.
  const prepare = async (engagementId: string, parameters: Record<string, unknown>) =>
    typeof parameters.Branch === 'string' && parameters.Branch
      ? parameters
      : { ...parameters, Branch: await deps.publishing.publishedBranch(engagementId) };
  for (const [layer, { build, run }] of Object.entries(BUILD_PIPELINES)) {
    const handler = (ctx: Parameters<typeof runBuild>[2]) =>
      runBuild(runDeps, layer as Exclude<NodeModelLayer, 'test'>, ctx);
    deps.runHandlers.register(build, handler, { prepare });
    deps.runHandlers.register(run, handler, { prepare });
  }
  deps.runHandlers.register(TEST_PIPELINE, (ctx) => runTests(runDeps, ctx), { prepare });
  return {
    buildResults,
    /** lineage.graph(engagementId, branch, caller): the branch's tables, nodes and tests as a graph. */
    lineage: new LineageService({
      model: deps.nodeModel,
      results: buildResults,
      permissionsAtEngagement: deps.permissionsAtEngagement,
    }),
    /** dataDiff.diff(engagementId, { layer, node, branch, key, page }, caller): built table vs branch. */
    dataDiff: new DataDiffService({
      model: deps.nodeModel,
      results: buildResults,
      warehouse: deps.diffSessions,
    }),
    /** buildImpact.check(engagementId, layer): the published branch's columns a build would break. */
    buildImpact: new BuildImpactService({
      model: deps.nodeModel,
      published: deps.publishing,
      warehouse: deps.diffSessions,
    }),
  };
}
