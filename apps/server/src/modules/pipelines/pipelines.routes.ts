// Pipelines calls of workspace.md section 7 (issue 5).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function pipelineRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
