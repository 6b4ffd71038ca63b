// The pipelines API tests' engagement (pipelines.db.test.ts, runs.db.test.ts): an engagement and a
// sibling, a super configurer, a configurer, a consultant and an outsider; and the calls that start
// runs. Runs stay where the API puts them: no worker.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { buildSiblingEngagements } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

/** The server and the engagement of a describe block, made before its tests. */
export function usePipelinesEngagement() {
  const server = useTestServer();
  const given = useFixture(
    async () => {
      const {
        tenantId,
        engagementIds: [engagementId, otherEngagementId],
      } = await buildSiblingEngagements(server.database.db, 2);
      const scope = engagementScope(engagementId);
      const user = (role: string, name: string, at = scope) => signInWithRole(server, role, at, name);
      return {
        tenantId,
        engagementId,
        otherEngagementId,
        superConfigurer: await user(ROLE_NAMES.superConfigurer, 'Sue Super'),
        configurer: await user(ROLE_NAMES.configurer, 'Cora Configurer'),
        consultant: await user(ROLE_NAMES.consultant, 'Carl Consultant'),
        outsider: await user(ROLE_NAMES.superConfigurer, 'Olga Outsider', engagementScope(otherEngagementId)),
        base: `/api/pipelines/engagements/${engagementId}`,
      };
    },
    undefined,
    60_000,
  );

  const start = (client: SignedInClient, body: unknown, at = given.base) =>
    client.request('POST', `${at}/runs`, body);
  const startOk = async (body: {
    pipelineName: string;
    layer: string;
    parameters?: Record<string, unknown>;
  }) => {
    const res = await start(given.configurer, body);
    expect(res.statusCode).toBe(201);
    return res.json() as PipelineRun;
  };
  const runCount = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(pipelineRuns))[0].n;

  return { server, given, start, startOk, runCount };
}
