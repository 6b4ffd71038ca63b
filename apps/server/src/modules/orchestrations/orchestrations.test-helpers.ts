// The orchestration tests' engagement (orchestrations.test.ts, orchestrator.db.test.ts): an
// engagement with Workflow and a sibling without it, a super configurer (saves), a configurer
// (runs), a consultant (reads) and an outsider; and an orchestration's body.
import {
  engagementScope,
  ROLE_NAMES,
  type Orchestration,
  type OrchestrationInput,
  type OrchestrationSave,
} from '@cairn/contracts';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import {
  signInWithRole,
  useTestServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';
import { pipelineRuns } from '../../db/schema/pipelines.js';

/** import -> model -> (filtering, tests): four steps, the last two side by side. */
export const FOUR_STEPS: OrchestrationInput = {
  name: 'Nightly refresh',
  steps: [
    { name: 'import', layer: 'import', pipelineName: 'ImportFiles' },
    { name: 'model', layer: 'model', pipelineName: 'RunModel', dependsOn: ['import'] },
    { name: 'filtering', layer: 'filtering', pipelineName: 'RunFiltering', dependsOn: ['model'] },
    { name: 'tests', layer: 'TestLayer', pipelineName: 'RunTests', dependsOn: ['model'] },
  ],
};

/** `server`: the describe block's test server (one with SMTP and webhook settings for the alerts). */
export function useOrchestrationEngagement(server: TestServer = useTestServer()) {
  const given = useFixture(
    async () => {
      const db = server.database.db;
      const tenantId = (await buildTenant(db)).id;
      const features = ['Storage', 'Pipelines', 'Workflow'];
      const engagementId = (await buildEngagement(db, tenantId, { features })).id;
      const otherEngagementId = (await buildEngagement(db, tenantId, { features })).id;
      const noWorkflowId = (await buildEngagement(db, tenantId)).id;
      const user = (role: string, name: string, at = engagementScope(engagementId)) =>
        signInWithRole(server, role, at, name);
      return {
        tenantId,
        engagementId,
        otherEngagementId,
        noWorkflowId,
        writer: await user(ROLE_NAMES.superConfigurer, 'Sue Super'),
        runner: await user(ROLE_NAMES.configurer, 'Cora Configurer'),
        reader: await user(ROLE_NAMES.consultant, 'Carl Consultant'),
        outsider: await user(ROLE_NAMES.superConfigurer, 'Olga Outsider', engagementScope(otherEngagementId)),
        noWorkflowWriter: await user(ROLE_NAMES.superConfigurer, 'Nora', engagementScope(noWorkflowId)),
        base: `/api/orchestrations/engagements/${engagementId}`,
      };
    },
    undefined,
    60_000,
  );

  const create = async (body: OrchestrationSave, client: SignedInClient = given.writer) => {
    const res = await client.request('POST', `${given.base}/orchestrations`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Orchestration;
  };

  /** Ends a step's pipeline run as a worker would. */
  const finishPipelineRun = (
    id: string,
    status: 'Succeeded' | 'Failed',
    message = status === 'Failed' ? 'Line 3 is bad' : 'done',
  ) =>
    server.database.db
      .update(pipelineRuns)
      .set({ status, message, runEnd: new Date() })
      .where(eq(pipelineRuns.id, id));

  return { server, given, create, finishPipelineRun };
}
