// The answers as the server's OpenAPI document says them (schema.gen.ts), which the screens read:
// they follow the served API even while contracts' zod shapes move ahead of the generated types.
import type { ApiData } from '../api';

export type Orchestration = ApiData<
  '/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}',
  'get'
>;
export type OrchestrationRun = ApiData<
  '/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}',
  'get'
>;
export type OrchestrationRunStep = OrchestrationRun['steps'][number];
