// Import calls (import files to database, import settings) and the warehouse table preview (issue 5).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function importRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
