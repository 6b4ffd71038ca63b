// Where Cairn's own address comes from. Without CAIRN_PUBLIC_URL it is the request's Host header
// (app-context.ts originOf): the CSRF check, set-password links and the OIDC return address then
// trust whatever a client or proxy sends. That is only safe for the README's default, a server
// listening on loopback with no proxy in front, which nobody else can reach.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import net from 'node:net';
import type { Config } from '../config.js';

const isLoopback = (host: string) =>
  host === 'localhost' || (net.isIPv4(host) ? host.startsWith('127.') : host === '::1');

/** Why `serve` must not start without CAIRN_PUBLIC_URL, or undefined when it may. */
/**
 * `req.origin`: the configured public address, else the request's own (scheme and Host). The CSRF
 * check, set-password links and the OIDC return address all read it, so they agree.
 */
export function registerRequestOrigin(app: FastifyInstance, publicUrl: string | undefined) {
  app.decorateRequest('origin', {
    getter(this: FastifyRequest): string {
      return publicUrl ?? `${this.protocol}://${this.host}`;
    },
  });
}

export function missingPublicUrl(config: Pick<Config, 'publicUrl' | 'host' | 'trustProxy'>) {
  if (config.publicUrl) return undefined;
  const reason = !isLoopback(config.host)
    ? `CAIRN_HOST is ${config.host}, not a loopback address`
    : config.trustProxy !== false
      ? 'CAIRN_TRUST_PROXY is set (requests come through a proxy)'
      : undefined;
  return (
    reason &&
    `Invalid configuration:\n  CAIRN_PUBLIC_URL: required when ${reason}; set it to the address people open ` +
      `(e.g. https://cairn.example.com), so that sign-in links and the cross-site check do not trust the request's Host header`
  );
}
