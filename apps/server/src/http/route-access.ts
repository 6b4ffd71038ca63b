// Every route declares who may call it in its `config.access`; one hook enforces it before the
// handler runs. Routes without a declaration are refused (and the route audit test fails).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.js';
import type { AccessService, ResolvedScope } from '../access/access.service.js';
import type { SessionService } from '../auth/sessions.service.js';
import { safeEqual } from '../auth/tokens.js';
import { engagementScope, PLATFORM_SCOPE } from '@cairn/contracts';
import { forbidden, unauthorized, HttpProblem } from './problem.js';
import { tokenReaches } from '../access/token-limits.js';
import { chargeRequest, type RequestBudget } from './request-budget.js';

export type RouteAccess =
  /** Anyone, signed in or not; `why` documents the exception. */
  | { public: true; why: string }
  /** Any signed-in principal; the service itself limits what it returns to the caller's own data. */
  | { signedIn: true; users?: 'only' }
  /** A permission held at a scope computed from the request. */
  | { permission: string; scope: (req: FastifyRequest) => string; scopeDescription: string };

/** A route's config for `permission` at the engagement its `:engagementId` parameter names. */
export const atEngagement = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/engagements/{engagementId}',
    scope: (req) => engagementScope((req.params as { engagementId: string }).engagementId),
  },
});

/** A route's config for `permission` at /platform (users, applications, roles, tenants, tokens). */
export const atPlatform = (permission: string): { access: RouteAccess } => ({
  access: { permission, scope: () => PLATFORM_SCOPE, scopeDescription: PLATFORM_SCOPE },
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A POST that changes nothing (a query with a body): kept out of the audit log. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /**
     * The signed-in caller of a route that declares `signedIn` or a permission: the access hook sets it
     * before any handler runs, so a handler reads it without a check. Read where nobody signed in (a
     * public route), it answers 401.
     */
    readonly caller: Principal;
    /** This server's origin as the browser sees it: CAIRN_PUBLIC_URL, else the request's (registerRequestOrigin). */
    readonly origin: string;
    sessionCsrf: string | null;
    resolvedScope: ResolvedScope | null;
    /** Scope written to the audit log for this request's change, when the route knows it. */
    auditScope: string | null;
  }
}

/**
 * The session cookie's name: behind HTTPS with the `__Host-` prefix, which browsers accept only
 * Secure, for Path=/ and without Domain, so a sibling subdomain cannot plant or shadow a session.
 */
export const sessionCookieName = (publicUrl: string | undefined) =>
  publicUrl?.startsWith('https:') ? '__Host-cairn_session' : 'cairn_session';
export const CSRF_COOKIE = 'cairn_csrf';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export function registerRouteAccess(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    access: AccessService;
    publicOrigin: (req: FastifyRequest) => string;
    /** sessionCookieName() of the public address. */
    sessionCookie: string;
    /** Each tenant's request budget (request-budget.ts), charged once the request's tenant is known. */
    budget?: RequestBudget;
  },
  routeTable: RouteRecord[],
) {
  app.decorateRequest('principal', null);
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): Principal {
      if (!this.principal) throw unauthorized();
      return this.principal;
    },
  });
  app.decorateRequest('sessionCsrf', null);
  app.decorateRequest('resolvedScope', null);
  app.decorateRequest('auditScope', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('onRequest', async (req) => {
    const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) {
      const session = await deps.sessions.find(bearer, 'bearer');
      req.principal = session?.principal ?? null;
      return;
    }
    const token = req.cookies[deps.sessionCookie];
    if (!token) return;
    const session = await deps.sessions.find(token, 'browser');
    if (session) {
      req.principal = session.principal;
      req.sessionCsrf = session.csrfToken;
    }
  });

  // preValidation: before the body is validated, so a caller without access learns nothing from a 400.
  app.addHook('preValidation', async (req: FastifyRequest, _reply: FastifyReply) => {
    const access = req.routeOptions.config?.access;
    if (!access) {
      // Not-found routes have no declaration either; only refuse real routes.
      if (req.routeOptions.url) {
        req.accessDenial = { reason: 'noAccessRule' };
        throw new HttpProblem(403, 'Forbidden', 'This route declares no access rule.');
      }
      return;
    }
    if ('public' in access) return;
    if (!req.principal) throw unauthorized();
    // A refusal from here on is a denial for the audit log (the audit hook writes it with the answer).
    try {
      checkCsrf(req, deps.publicOrigin(req));
    } catch (err) {
      req.accessDenial = { reason: 'csrf' };
      throw err;
    }
    const token = req.principal.type === 'User' ? req.principal.token : undefined;
    if (token) {
      // A read token changes nothing, whatever its user may do (a fetch's POST is marked readOnly).
      if (token.scope === 'read' && MUTATING.has(req.method) && !req.routeOptions.config?.readOnly) {
        req.accessDenial = { reason: 'tokenReadOnly' };
        throw forbidden('This access token may only read.', 'tokenReadOnly');
      }
      // A route without an engagement scope is outside every engagement-limited token.
      if ('signedIn' in access && !tokenReaches(token, undefined)) {
        req.accessDenial = { reason: 'tokenEngagements' };
        throw forbidden('This access token is limited to other engagements.', 'tokenEngagements');
      }
    }
    if ('signedIn' in access) {
      if (access.users === 'only' && req.principal.type !== 'User') {
        req.accessDenial = { reason: 'usersOnly' };
        throw forbidden('Only users can call this.');
      }
      if (deps.budget) await chargeRequest(deps.budget, req);
      return;
    }
    const scope = access.scope(req);
    try {
      req.resolvedScope = await deps.access.authorize(req.principal, access.permission, scope);
    } catch (err) {
      // 403, or 404 for a scope the caller may not know exists; a malformed scope (400) is no denial.
      if (err instanceof HttpProblem && (err.status === 403 || err.status === 404))
        req.accessDenial = { permission: access.permission, scope };
      throw err;
    }
    req.auditScope = req.resolvedScope.scope;
    if (deps.budget) await chargeRequest(deps.budget, req);
  });
}

/**
 * Cookie-authenticated mutations need the CSRF token (double submit: the readable cookie's value in
 * a header, compared with the one stored on the session) and, when the browser sends one, an Origin
 * equal to ours. Bearer calls carry no ambient credentials and are exempt. A plain form post (sign-out)
 * passes the token it submitted as a field.
 */
export function checkCsrf(
  req: FastifyRequest,
  ownOrigin: string,
  submitted: unknown = req.headers['x-csrf-token'],
) {
  if (!MUTATING.has(req.method) || req.principal?.sessionKind !== 'browser') return;
  const origin = req.headers.origin;
  if (origin && origin !== ownOrigin) throw forbidden('Cross-site request refused.', 'csrf');
  if (typeof submitted !== 'string' || !req.sessionCsrf || !safeEqual(submitted, req.sessionCsrf)) {
    throw forbidden('Missing or wrong CSRF token.', 'csrf');
  }
}
