// The server process: where it listens and keeps its data, its database, its labels and the demo.
import { z } from 'zod';
import { CLOUD_PROVIDERS, DEFAULT_VERSION_TEXT } from '@cairn/contracts';
import { bool, envVar, outboundAllow, trustProxy, type EnvArea } from './env-helpers.js';

export const serverEnv = {
  title: 'Server, database and demo',
  vars: {
    CAIRN_DATA_DIR: envVar(
      z.string().min(1).default('./data'),
      'embedded data: `pg/` (PGlite), `storage/` (local storage driver), `warehouse/` (one DuckDB file per engagement), `git/`',
    ),
    CAIRN_HOST: envVar(
      z.string().min(1).default('127.0.0.1'),
      'address to listen on (`0.0.0.0` for all interfaces)',
    ),
    CAIRN_PORT: envVar(z.coerce.number().int().min(0).max(65535).default(8080), 'port to listen on'),
    CAIRN_PUBLIC_URL: envVar(
      z.url().optional(),
      'the address users reach Cairn at (`https://cairn.example.com`); used for the OIDC redirect, set-password links and the CSRF origin check; required unless Cairn listens on loopback with no trusted proxy (`serve` refuses to start otherwise); when it is `https://...` cookies are Secure, the session cookie is `__Host-cairn_session`, and answers carry HSTS (whatever protocol the request itself arrived with)',
      "the request's own (loopback only)",
    ),
    DATABASE_URL: envVar(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
        .optional(),
      '`postgres://user:pass@host:5432/db` to use a PostgreSQL server',
      '(unset: PGlite)',
    ),
    CAIRN_ENVIRONMENT: envVar(
      z.string().min(1).default('Development'),
      'environment label in the navbar (Production primary, Staging warning, others danger)',
    ),
    CAIRN_VERSION_TEXT: envVar(z.string().min(1).default(DEFAULT_VERSION_TEXT), 'version text in the navbar'),
    CAIRN_CLOUD_PROVIDER: envVar(
      z.enum(CLOUD_PROVIDERS).default('azure'),
      '`azure` or `aws`; switches every provider-dependent rule',
    ),
    CAIRN_TRUST_PROXY: envVar(
      trustProxy,
      "which reverse proxies may set `X-Forwarded-*` (the client's address for the sign-in limits, the protocol): a comma-separated list of addresses and ranges (`10.0.0.5,10.1.0.0/16`, also `loopback`, `linklocal`, `uniquelocal`) or a number of proxy hops. `true` is refused at start-up: it would let any client choose its own address",
    ),
    CAIRN_OUTBOUND_ALLOW: envVar(
      outboundAllow,
      'private or local addresses that connections configured by users (API connection token endpoints, broker SFTP hosts, node model git addresses) may still reach: addresses, ranges, `loopback`, `linklocal`, `uniquelocal`. Empty: private, loopback, link-local (cloud metadata) and other special-purpose addresses are refused, checked on the address actually connected to (no DNS rebinding)',
      '(empty)',
    ),
    // The key that seals secrets (32 bytes, base64: `openssl rand -base64 32`), the same on every
    // process of a deployment; unset, each data directory makes its own (modules/secrets/secret-box.ts).
    CAIRN_SECRETS_KEY: envVar(
      z
        .string()
        .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
        .optional(),
      'the key that seals stored secrets (32 bytes in base64: `openssl rand -base64 32`), the same on every server and worker of a deployment whose processes have data directories of their own; unset, each data directory makes its own `secrets.key`',
    ),
    // A fraction of what one server answers (PGlite: ~270 run lists a second on a quiet 2-core
    // machine, ~100 on a loaded one): at 200 a hammering tenant was never refused and took the whole
    // server (issue 30's load bench, docs/performance.md "Load"); 50 people browsing make ~35 in all.
    CAIRN_TENANT_REQUESTS_PER_SECOND: envVar(
      z.coerce.number().min(0).max(100_000).default(50),
      "requests a second one tenant's users and applications may make on average (a caller outside every tenant counts alone); past it they are answered 429 with Retry-After, so one tenant's flood leaves the others' pages fast. Counted per server process (`0`: no limit); keep it well under what one server answers in all",
    ),
    CAIRN_TENANT_REQUEST_BURST: envVar(
      z.coerce.number().int().min(1).max(1_000_000).default(200),
      'requests one tenant may make at once after a quiet spell, above its rate',
    ),
    // A refusal answered at once lets a client that ignores Retry-After ask again at once: a few such
    // connections kept a server's event loop (and a core) busy with refusals while the other tenants
    // waited (issue 30's load bench). Held, each connection asks at most once in that time.
    CAIRN_TENANT_REFUSAL_HOLD_MS: envVar(
      z.coerce.number().int().min(0).max(10_000).default(1000),
      "how long (ms) a request refused for its tenant's budget is held before its 429 is sent (at most until its Retry-After), so that a client which asks again at once cannot flood the server with refusals (`0`: answered at once)",
    ),
    // A fixed rate cannot both leave a busy tenant's own users alone and stop a flood from taking the
    // server's thread (issue 30's load bench, docs/performance.md "Load"): under load the rate follows
    // the tenant's share.
    CAIRN_TENANT_FAIR_SHARE_BUSY: envVar(
      z.coerce.number().min(0).max(1).default(0.15),
      'event-loop utilisation (0-1) above which the server is busy: while it is, each tenant asking more than an even share of the requests (and at least 10 a second) has its rate shrunk step by step, down to a tenth, and given back step by step once it takes no more (`0`: never)',
    ),
    CAIRN_LOG_LEVEL: envVar(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      '`fatal` ... `trace`, or `silent`',
    ),
    CAIRN_WEB_DIR: envVar(z.string().optional(), 'the built web app to serve', '`apps/web/dist`'),
    CAIRN_DEMO_PASSWORD: envVar(
      z.string().min(8, 'must be at least 8 characters').optional(),
      'password of the demo accounts',
      '(random, printed once)',
    ),
    CAIRN_SEED_DEMO: envVar(bool.default(true), 'seed the demo on the first embedded start'),
  },
} satisfies EnvArea;
