// Scope strings: '/platform' > '/tenants/{id}' > '/engagements/{id}' > '/engagements/{id}/storage/{purpose}/{path}'.

export const PLATFORM_SCOPE = '/platform';

/**
 * A storage purpose is one name whatever its case: 'MAIN', 'Main' and 'main' are the same storage,
 * the same folders and the same folder scope. A purpose from an address, a body, a run's parameters
 * or a scope goes through here before it is compared or stored.
 */
export const normalizePurpose = (purpose: string) => purpose.trim().toLowerCase();

export const tenantScope = (tenantId: string) => `/tenants/${tenantId}`;
export const engagementScope = (engagementId: string) => `/engagements/${engagementId}`;
export const storageScope = (engagementId: string, purpose: string, path: readonly string[] = []) =>
  ['', 'engagements', engagementId, 'storage', normalizePurpose(purpose), ...path].join('/');

export type ParsedScope =
  | { kind: 'platform' }
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'engagement'; engagementId: string }
  | { kind: 'storage'; engagementId: string; purpose: string; path: string[] };

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Parses a scope string; returns null for anything that is not one of the four forms. */
export function parseScope(scope: string): ParsedScope | null {
  if (scope === PLATFORM_SCOPE) return { kind: 'platform' };
  const parts = scope.split('/');
  if (parts[0] !== '' || parts.slice(1).some((p) => !SEGMENT.test(p) || p === '.' || p === '..')) return null;
  const [, root, id, storage, purpose, ...path] = parts;
  if (root === 'tenants' && parts.length === 3) return { kind: 'tenant', tenantId: id };
  if (root !== 'engagements' || !id) return null;
  if (parts.length === 3) return { kind: 'engagement', engagementId: id };
  if (storage === 'storage' && purpose)
    return { kind: 'storage', engagementId: id, purpose: normalizePurpose(purpose), path };
  return null;
}

/** The one spelling of a scope (a folder scope's purpose in lower case); anything unparsable as it is. */
export function normalizeScope(scope: string): string {
  const parsed = parseScope(scope);
  return parsed?.kind === 'storage' ? storageScope(parsed.engagementId, parsed.purpose, parsed.path) : scope;
}

/**
 * The scopes whose assignments hold at `scope`, broadest first. A tenant scope needs the tenant of
 * an engagement, so the caller passes it in.
 */
export function ancestorScopes(scope: ParsedScope, tenantIdOfEngagement?: string): string[] {
  const out = [PLATFORM_SCOPE];
  if (scope.kind === 'platform') return out;
  if (scope.kind === 'tenant') return [...out, tenantScope(scope.tenantId)];
  if (tenantIdOfEngagement) out.push(tenantScope(tenantIdOfEngagement));
  out.push(engagementScope(scope.engagementId));
  if (scope.kind === 'storage') {
    for (let i = 0; i <= scope.path.length; i++) {
      out.push(storageScope(scope.engagementId, scope.purpose, scope.path.slice(0, i)));
    }
  }
  return out;
}
