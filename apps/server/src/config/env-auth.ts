// Signing in: local accounts, OpenID Connect, sessions and the sign-in limits.
import { z } from 'zod';
import { bool, envVar, positiveInt, type EnvArea } from './env-helpers.js';

export const authEnv = {
  title: 'Sign-in and sessions',
  vars: {
    CAIRN_LOCAL_LOGIN: envVar(
      bool.default(true),
      'show the e-mail and password form (needs OIDC when `false`)',
    ),
    CAIRN_OIDC_ISSUER: envVar(
      z.url().optional(),
      'issuer URL of an OpenID provider (Entra ID, Keycloak, ...)',
    ),
    CAIRN_OIDC_CLIENT_ID: envVar(
      z.string().min(1).optional(),
      'client id registered at the provider; required with the issuer',
    ),
    CAIRN_OIDC_CLIENT_SECRET: envVar(
      z.string().min(1).optional(),
      'client secret; without it Cairn is a public client (PKCE only)',
    ),
    CAIRN_OIDC_SCOPES: envVar(z.string().default('openid email profile'), 'scopes asked for'),
    CAIRN_OIDC_ALLOW_HTTP: envVar(
      bool.default(false),
      'allow an `http://` issuer (tests and local providers only)',
    ),
    CAIRN_SESSION_IDLE_MINUTES: envVar(positiveInt.default(120), 'a session unused this long ends'),
    CAIRN_SESSION_ABSOLUTE_HOURS: envVar(
      positiveInt.default(12),
      'a session ends this long after sign-in, used or not',
    ),
    CAIRN_SESSION_CACHE_SECONDS: envVar(
      z.coerce.number().int().min(0).max(60).default(5),
      'how long a server process reuses a session it looked up (0 to read it on every request); sign-out and deactivation in the same process take effect at once, in another server process within this time',
    ),
    CAIRN_LOGIN_MAX_FAILURES: envVar(
      positiveInt.default(5),
      'failed sign-ins per account from one network within the window before 429 (per address, all accounts: 4x; per account over all networks: 10x; a browser that signed in to the account before has its own allowance)',
    ),
    CAIRN_LOGIN_WINDOW_MINUTES: envVar(positiveInt.default(15), 'the rate-limit window'),
  },
} satisfies EnvArea;
