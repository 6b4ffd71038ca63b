// Opening an engagement's DuckDB file, locked down before the first statement runs (docs/warehouse.md):
// no extension autoload, external access off, configuration locked, memory and spill bounded.
// Used by the warehouse process (runs) and by the HTTP side's read-only previews alike.
import path from 'node:path';
import type { DuckDBInstance } from '@duckdb/node-api';
import { WAREHOUSE_SCHEMAS, quoteIdentifier, quoteLiteral } from './identifiers.js';

export type OpenMode = 'write' | 'read';

export interface InstanceSettings {
  memoryLimit: string;
  threads: number;
  /** Largest size of DuckDB's spill directory (`max_temp_directory_size`), e.g. '10GB'. */
  maxTempSize: string;
}

export async function openLockedInstance(
  file: string,
  mode: OpenMode,
  settings: InstanceSettings,
  readableDirectory?: string,
): Promise<DuckDBInstance> {
  // DuckDB's bindings (~32 MB) load with the server's first warehouse read, not at start-up.
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(file, {
    memory_limit: settings.memoryLimit,
    threads: String(settings.threads),
    max_temp_directory_size: settings.maxTempSize,
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    ...(mode === 'read' ? { access_mode: 'READ_ONLY' } : {}),
  });
  const setup = await instance.connect();
  try {
    if (mode === 'write') {
      // One call for all of them: each call is a trip through DuckDB's thread pool.
      await setup.run(
        WAREHOUSE_SCHEMAS.map((schema) => `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)};`).join(
          '\n',
        ),
      );
    }
    // allowed_directories must be set before external access is switched off and the lock taken;
    // the lock holds for the whole instance, connections opened earlier included.
    if (readableDirectory) {
      await setup.run(
        `SET allowed_directories = [${quoteLiteral(path.resolve(readableDirectory) + path.sep)}]`,
      );
    }
    await setup.run('SET enable_external_access = false; SET lock_configuration = true;');
  } catch (err) {
    setup.closeSync();
    instance.closeSync();
    throw err;
  }
  setup.closeSync();
  return instance;
}
