// Values no Cairn object can carry are refused before any service sees them (issue 24: a NUL in a
// user's e-mail reached PostgreSQL, which cannot store it, and answered 500). One place for every
// route: path parameters and query values may hold no control character; a JSON body may hold no NUL
// in any string or key. Tabs and line breaks stay allowed in bodies (SQL, descriptions).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './problem.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function firstControlValue(values: unknown, prefix: string): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [name, value] of Object.entries(values)) {
    const list: unknown[] = Array.isArray(value) ? value : [value];
    if (list.some((v) => typeof v === 'string' && CONTROL.test(v))) return `${prefix}.${name}`;
  }
  return undefined;
}

/** The path of the first string (or key) holding a NUL, walking at most `budget` values. */
function nulIn(value: unknown, path: string, budget = { left: 100_000 }): string | undefined {
  if (--budget.left < 0) return undefined;
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulIn(child, at, budget);
    if (found) return found;
  }
  return undefined;
}

const refuse = (field: string, what: string) =>
  badRequest(`${field}: ${what}`, [{ field, message: what, key: 'invalidCharacters' }]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One spelling per id: PostgreSQL reads a UUID in capitals as the same row, but scopes, file and
 * repository paths are text, so `/git/<ID IN CAPITALS>.git` opened a second repository. Lower-cased
 * here, before the access check and every handler, no service sees another spelling.
 */
function canonicalIds(params: unknown) {
  if (!params || typeof params !== 'object') return;
  const values = params as Record<string, unknown>;
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && UUID.test(value)) values[name] = value.toLowerCase();
}

/** Parameters and query: before the access check, which reads its scope from them. */
export function registerParameterShape(app: FastifyInstance) {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const field = firstControlValue(req.params, 'params') ?? firstControlValue(req.query, 'query');
    if (field) throw refuse(field, 'Control characters are not allowed');
    canonicalIds(req.params);
  });
}

/** The body: after the access check (registered after it), so a caller without access learns nothing. */
export function registerBodyShape(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (!req.body || typeof req.body !== 'object' || Buffer.isBuffer(req.body)) return;
    const field = nulIn(req.body, '');
    if (field) throw refuse(field, 'Control characters are not allowed');
  });
}
