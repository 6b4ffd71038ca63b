// The build and test run handlers, registered with the pipelines engine by pipeline name.
import { BUILD_PIPELINES, TEST_PIPELINE, type NodeModelLayer } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import type { RunHandlers } from '../pipelines/run-handlers.js';
import { BuildResults } from './build-results.service.js';
import { runBuild } from './build-run.js';
import type { LayerModelReader, SourceFolderAccess, WarehouseSessions } from './ports.js';
import { runTests } from './test-run.js';

export interface BuildingModuleDeps {
  nodeModel: LayerModelReader;
  warehouse: WarehouseSessions;
  runHandlers: RunHandlers;
  importedTables: SourceFolderAccess;
}

export function buildingModule(db: Db, deps: BuildingModuleDeps) {
  const buildResults = new BuildResults(db, deps.importedTables);
  const runDeps = { model: deps.nodeModel, warehouse: deps.warehouse, results: buildResults };
  for (const [layer, { build, run }] of Object.entries(BUILD_PIPELINES)) {
    const handler = (ctx: Parameters<typeof runBuild>[2]) =>
      runBuild(runDeps, layer as Exclude<NodeModelLayer, 'test'>, ctx);
    deps.runHandlers.register(build, handler);
    deps.runHandlers.register(run, handler);
  }
  deps.runHandlers.register(TEST_PIPELINE, (ctx) => runTests(runDeps, ctx));
  return { buildResults };
}
