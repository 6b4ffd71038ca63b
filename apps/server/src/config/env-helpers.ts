// Building blocks of the environment schema (config.ts). Each variable is declared once, with the
// words docs/configuration.md shows for it (scripts/generate-config-docs.ts writes that page).
import net from 'node:net';
import { z } from 'zod';

/** One environment variable: its schema, what it means, and the default as the docs show it. */
export interface EnvVar<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Markdown, one sentence or a few: what the variable does and what its values mean. */
  meaning: string;
  /** The default in words when the schema's own default does not say it (computed, unset, ...). */
  defaultText?: string;
}

export type EnvVars = Record<string, EnvVar>;

/** A documented area of the configuration: a heading of docs/configuration.md and its variables. */
export interface EnvArea<V extends EnvVars = EnvVars> {
  title: string;
  vars: V;
}

export function envVar<S extends z.ZodType>(schema: S, meaning: string, defaultText?: string): EnvVar<S> {
  return defaultText === undefined ? { schema, meaning } : { schema, meaning, defaultText };
}

/** The zod shape of an area's variables, for `z.object(...)`. */
export function shapeOf<V extends EnvVars>(vars: V): { [K in keyof V]: V[K]['schema'] } {
  return Object.fromEntries(Object.entries(vars).map(([name, v]) => [name, v.schema])) as {
    [K in keyof V]: V[K]['schema'];
  };
}

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
export const positiveInt = z.coerce.number().int().positive();

/** A DuckDB size such as '1GB' or '512MiB'. */
export const duckdbSize = (example: string) =>
  z
    .string()
    .regex(
      /^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i,
      `must be a size such as '${example}' or '512MiB'`,
    );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** A comma-separated list of addresses and ranges; each other entry is an issue naming `example`. */
function addressList(value: string, ctx: z.RefinementCtx, example: string): string[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `not an address or range: ${bad.join(', ')} (expected e.g. ${example})`,
  });
  return z.NEVER;
}

/**
 * Which proxies may set X-Forwarded-*: a hop count or a comma-separated list of addresses and ranges.
 * Never everyone: with `true` any client could name its own address in X-Forwarded-For and so
 * escape the per-address sign-in limit.
 */
export const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (['', 'false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would trust X-Forwarded-For from any client; list the proxies' addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16) or give the number of proxy hops",
      });
      return z.NEVER;
    }
    return addressList(value, ctx, '10.0.0.5,10.1.0.0/16, loopback, or a hop count');
  });

/**
 * Private or local addresses Cairn may still connect to on a user's behalf (API connection token
 * endpoints, broker SFTP hosts): addresses, ranges, or loopback / linklocal / uniquelocal. Empty by
 * default: such addresses are refused (net/outbound-addresses.ts).
 */
export const outboundAllow = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): string[] => {
    return addressList(value, ctx, '10.0.0.5,10.1.0.0/16 or loopback');
  });
