// Node model calls of workspace.md section 7 (issue 4).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function nodeModelRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
