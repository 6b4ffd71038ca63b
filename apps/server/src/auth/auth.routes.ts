// Sign-in and sign-out under /authorization (workspace.md section 2): browser navigations for OIDC,
// the JSON sign-in of the Login page's form, sign-out as a form post (CSRF-checked, so another site
// cannot sign a user out) and the client-credentials token endpoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localLoginResultSchema, localLoginSchema } from '@cairn/contracts';
import type { Config } from '../config.js';
import type { AuditService } from '../modules/audit/audit.service.js';
import type { ProfileService } from '../modules/profile/profile.service.js';
import { CSRF_COOKIE, checkCsrf, sessionCookieName } from '../http/route-access.js';
import { HttpProblem, badRequest } from '../http/problem.js';
import { safeRedirect } from './redirects.js';
import { REQUEST_TTL_MS, type OidcService } from './oidc.service.js';
import { addressKey } from './rate-limit.service.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './sessions.service.js';
import { newToken } from './tokens.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH } from './trusted-devices.js';
import { recordSignIn, recordSignInFailure } from './sign-in-audit.js';

/** Binds an OIDC sign-in to the browser that started it (oidc.service.ts). */
export const OIDC_BINDING_COOKIE = 'cairn_oidc';
const BINDING_PATH = '/authorization';

const publicRoute = (why: string) => ({ access: { public: true as const, why } });
const redirectQuery = z.object({ postLoginRedirect: z.string().max(2000).optional() });

/** What the routes use: sessions, local and OIDC sign-in, the sign-in record and its audit events. */
export interface AuthRouteServices {
  config: Pick<Config, 'publicUrl' | 'localLogin'>;
  sessions: SessionService;
  auth: AuthService;
  /** Absent when OIDC is not configured. */
  oidc: OidcService | undefined;
  profiles: ProfileService;
  audit: AuditService;
}

export function authRoutes({ config, sessions, auth, oidc, profiles, audit }: AuthRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Secure follows the configured public address, not the request: behind a proxy that ends TLS
    // the request is plain http, and a forged X-Forwarded-Proto must not turn the flag off.
    const secure = config.publicUrl?.startsWith('https:') ?? false;
    const SESSION_COOKIE = sessionCookieName(config.publicUrl);
    const setSessionCookies = (
      reply: FastifyReply,
      s: { token: string; csrfToken: string; expiresAt: Date },
    ) => {
      reply.setCookie(SESSION_COOKIE, s.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        expires: s.expiresAt,
      });
      reply.setCookie(CSRF_COOKIE, s.csrfToken, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
        expires: s.expiresAt,
      });
    };
    const startSession = async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
      const session = await sessions.createBrowserSession(userId, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setSessionCookies(reply, session);
      await profiles.recordLogin(userId);
    };

    r.get(
      '/authorization/login',
      { schema: { querystring: redirectQuery, hide: true }, config: publicRoute('starts sign-in') },
      async (req, reply) => {
        const target = safeRedirect(req.query.postLoginRedirect);
        if (!oidc) return reply.redirect(`/?postLoginRedirect=${encodeURIComponent(target)}`);
        // One binding per browser, kept across parallel sign-ins in several tabs.
        const existing = req.cookies[OIDC_BINDING_COOKIE];
        const browserBinding = existing && /^[\w-]{43}$/.test(existing) ? existing : newToken();
        const url = await oidc.authorizationUrl(`${req.origin}/authorization/callback`, target, {
          browserBinding,
          addressKey: addressKey(req.ip),
        });
        reply.setCookie(OIDC_BINDING_COOKIE, browserBinding, {
          path: BINDING_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: REQUEST_TTL_MS / 1000,
        });
        return reply.redirect(url);
      },
    );

    r.post(
      '/authorization/login',
      {
        schema: { body: localLoginSchema, response: { 200: localLoginResultSchema } },
        config: publicRoute('the sign-in form'),
      },
      async (req, reply) => {
        if (!config.localLogin)
          throw new HttpProblem(404, 'Not Found', 'Local sign-in is disabled.', 'localLoginDisabled');
        const origin = req.headers.origin;
        // Login CSRF: a form on another site must not sign the browser in to an attacker's account.
        if (origin && origin !== req.origin)
          throw new HttpProblem(403, 'Forbidden', 'Cross-site request refused.', 'csrf');
        const { user, deviceCookie } = await auth
          .verifyLocal(req.body.email, req.body.password, req.ip, req.cookies[DEVICE_COOKIE])
          .catch(async (err: unknown) => {
            await recordSignInFailure(audit, 'local', req.body.email.trim().toLowerCase(), err);
            throw err;
          });
        reply.setCookie(DEVICE_COOKIE, deviceCookie, {
          path: DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: DEVICE_COOKIE_DAYS * 86_400,
        });
        await startSession(req, reply, user.id);
        req.principal = { type: 'User', id: user.id, email: user.email, sessionKind: 'browser' };
        await recordSignIn(audit, 'local', req.principal, user.email);
        return { redirect: safeRedirect(req.body.postLoginRedirect) };
      },
    );

    r.get(
      '/authorization/callback',
      { schema: { hide: true }, config: publicRoute('OIDC return address') },
      async (req, reply) => {
        if (!oidc) return reply.redirect('/');
        let result;
        try {
          result = await oidc.callback(new URL(req.url, req.origin), req.cookies[OIDC_BINDING_COOKIE]);
        } catch (err) {
          req.log.warn({ err }, 'OIDC callback failed');
          await recordSignInFailure(audit, 'oidc', undefined, 'signInFailed');
          return reply.redirect('/?error=signInFailed');
        }
        const match = await auth.userForIdentity(result.identity);
        if (match.status !== 'ok') {
          await recordSignInFailure(audit, 'oidc', result.identity.email ?? undefined, match.status);
          // Where the user was going tells the sign-in page which console's words to use
          // (admin-console.md has its own 'not registered' text).
          const wanted = encodeURIComponent(safeRedirect(result.postLoginRedirect));
          return reply.redirect(`/?error=${match.status}&postLoginRedirect=${wanted}`);
        }
        await startSession(req, reply, match.user.id);
        await recordSignIn(
          audit,
          'oidc',
          { type: 'User', id: match.user.id, email: match.user.email, sessionKind: 'browser' },
          match.user.email,
        );
        return reply.redirect(safeRedirect(result.postLoginRedirect));
      },
    );

    r.post(
      '/authorization/logout',
      {
        schema: {
          body: z
            .object({
              csrfToken: z.string().max(200).optional(),
              postLogoutRedirect: z.string().max(2000).optional(),
            })
            .nullish(),
          hide: true,
        },
        config: publicRoute(
          'sign-out works for anyone; with a session it checks the CSRF token itself (a form cannot send the header)',
        ),
      },
      async (req, reply) => {
        const token = req.cookies[SESSION_COOKIE];
        if (token && req.principal) {
          checkCsrf(req, req.origin, req.body?.csrfToken ?? req.headers['x-csrf-token']);
          await sessions.destroy(token);
        }
        reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(CSRF_COOKIE, { path: '/' });
        return reply.redirect(safeRedirect(req.body?.postLogoutRedirect, '/'), 303);
      },
    );

    // The old sign-out link: a GET must not end a session (an image tag on any page could), so it
    // only leads to the start page, where a signed-in user finds the user menu's sign-out.
    r.get(
      '/authorization/logout',
      { schema: { hide: true }, config: publicRoute('old sign-out address; ends nothing') },
      async (_req, reply) => reply.redirect('/'),
    );

    r.get(
      '/authorization/refresh-token',
      {
        schema: { querystring: redirectQuery, hide: true },
        config: publicRoute('decides between the app and sign-in'),
      },
      async (req, reply) => {
        const target = safeRedirect(req.query.postLoginRedirect);
        if (req.principal?.sessionKind === 'browser') return reply.redirect(target);
        return reply.redirect(`/authorization/login?postLoginRedirect=${encodeURIComponent(target)}`);
      },
    );

    r.post(
      '/authorization/token',
      {
        schema: {
          body: z.object({
            grant_type: z.string(),
            client_id: z.string().min(1).max(200),
            client_secret: z.string().min(1).max(1000),
          }),
          response: {
            200: z.object({
              access_token: z.string(),
              token_type: z.literal('Bearer'),
              expires_in: z.number(),
            }),
          },
        },
        config: publicRoute('client-credentials token endpoint for applications'),
      },
      async (req) => {
        if (req.body.grant_type !== 'client_credentials')
          throw badRequest(
            'Only grant_type client_credentials is supported.',
            [{ field: 'grant_type', message: 'Invalid value' }],
            'unsupported_grant_type',
          );
        const { application, secretId } = await auth
          .verifyClientCredentials(req.body.client_id, req.body.client_secret, req.ip)
          .catch(async (err: unknown) => {
            await recordSignInFailure(audit, 'clientCredentials', req.body.client_id, err);
            throw err;
          });
        const token = await sessions.createBearerToken(application.id, secretId);
        req.principal = {
          type: 'Application',
          id: application.id,
          aadObjectId: application.aadObjectId,
          sessionKind: 'bearer',
        };
        await recordSignIn(audit, 'clientCredentials', req.principal, application.aadObjectId);
        return { access_token: token.token, token_type: 'Bearer' as const, expires_in: token.expiresIn };
      },
    );
  };
}
