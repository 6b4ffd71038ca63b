// Security headers on every answer (API, web app, problems), as helmet makes them. They depend on
// the configuration only, so helmet runs once at start and every answer gets the same header values:
// @fastify/helmet built helmet's middleware again on every request (parsing the CSP directives),
// ~2% of the server's CPU under load (profile of `npm run bench -- api` on PostgreSQL).
// The web app is a Vite build: scripts only from our own files, no inline script in index.html.
// antd and CodeMirror inject <style> elements at run time, hence style-src 'unsafe-inline'.
// HSTS and upgrade-insecure-requests only when the public address is https: on a plain-http
// deployment (the embedded default) they would break every later visit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Where embedded Power BI reports come from when a Power BI API is configured (modules/dashboards/
 * powerbi): the public cloud's hosts, the ones the Power BI client itself accepts as embed URLs.
 */
export function powerBiFrameSources(powerBiApiUrl: string | undefined): string[] {
  return powerBiApiUrl ? ['https://*.powerbi.com', 'https://*.fabric.microsoft.com'] : [];
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string | undefined,
  /** Other origins pages may frame (embedded Power BI reports). */
  frameSources: string[] = [],
) {
  const https = publicUrl?.startsWith('https:') ?? false;
  const headers = Object.entries(
    headersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...new Set(frameSources)],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
      referrerPolicy: { policy: 'same-origin' },
      // The API is read by our own pages only; other sites' pages may not embed its answers either.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  // On the raw answer, as helmet does: an error answer made later keeps them too.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets with these options, collected from one run of its middleware. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
