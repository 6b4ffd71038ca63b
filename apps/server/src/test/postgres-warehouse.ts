// Tests of engagements whose warehouse is on PostgreSQL: the test server's settings for the
// installation's warehouse server (the pass's own PostgreSQL), and an engagement pointed at it as an
// administrator would, with a new node model configuration version naming the server.
import type { TestServer } from './test-server.js';

export const WAREHOUSE_SERVER_NAME = 'test-warehouse';
export const warehouseAdminUrl = () => process.env.CAIRN_TEST_DATABASE_URL!;

export const postgresWarehouseEnv = () => ({
  CAIRN_WAREHOUSE_POSTGRES_URL: warehouseAdminUrl(),
  CAIRN_WAREHOUSE_POSTGRES_NAME: WAREHOUSE_SERVER_NAME,
});

export async function useWarehouseServer(
  server: TestServer,
  engagementId: string,
  /** `serverName`: another server than the installation's (which Cairn refuses). */
  options: { database?: string; repositoryId?: string; serverName?: string } = {},
): Promise<void> {
  await server.ctx.services.engagementConfigurations.appendVersion(
    server.database.db,
    engagementId,
    'nodeModel',
    {
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: {
        NodeModelRepositoryId: options.repositoryId ?? 'model',
        NodeModelSqlServerName: options.serverName ?? WAREHOUSE_SERVER_NAME,
        ...(options.database ? { NodeModelDatabaseName: options.database } : {}),
      },
    },
    { id: null, name: 'test' },
  );
}
