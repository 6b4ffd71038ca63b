// The connectors configuration of an engagement (admin-console.md sections 3, 5): the connectors its
// pipelines use, one per connector and environment, saved as a whole list.
import { asc, eq } from 'drizzle-orm';
import {
  AVAILABLE_CONNECTORS,
  CONNECTOR_ENVIRONMENTS,
  connectorProblems,
  type ConnectorsConfiguration,
  type ConnectorsSave,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { connectorConfigurations } from '../../db/schema/connectors.js';
import { connectorsAbilities, type ConnectorsPolicyContext } from './connectors.policy.js';
import { presentConnector } from './connectors.presenter.js';
import { invalid } from './connectors.problems.js';

const t = connectorConfigurations;

export class ConnectorsService {
  constructor(private readonly db: Db) {}

  async get(engagementId: string, context: ConnectorsPolicyContext): Promise<ConnectorsConfiguration> {
    const rows = await this.db
      .select()
      .from(t)
      .where(eq(t.engagementId, engagementId))
      .orderBy(asc(t.position));
    const updated = rows.map((r) => r.updatedAt.getTime());
    return {
      connectors: rows.map(presentConnector),
      availableConnectors: [...AVAILABLE_CONNECTORS],
      environments: [...CONNECTOR_ENVIRONMENTS],
      updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
      abilities: connectorsAbilities(context),
    };
  }

  /** Replaces the engagement's list in one transaction; a bad entry changes nothing. */
  async save(
    engagementId: string,
    input: ConnectorsSave,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ) {
    const connectors = input.connectors.map((c) => ({
      connector: c.connector.trim(),
      environment: c.environment.trim(),
      configuration: c.configuration.trim() === '' ? '{}' : c.configuration,
    }));
    const problems = connectorProblems(connectors);
    if (problems.length) throw invalid(problems);
    await this.db.transaction(async (tx) => {
      await tx.delete(t).where(eq(t.engagementId, engagementId));
      if (connectors.length)
        await tx
          .insert(t)
          .values(connectors.map((c, position) => ({ ...c, engagementId, position, updatedBy: caller.id })));
    });
    return this.get(engagementId, context);
  }
}
