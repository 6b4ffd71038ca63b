// Security headers on every answer (API, web app, problems) through @fastify/helmet.
// The web app is a Vite build: scripts only from our own files, no inline script in index.html.
// antd and CodeMirror inject <style> elements at run time, hence style-src 'unsafe-inline'.
// HSTS and upgrade-insecure-requests only when the public address is https: on a plain-http
// deployment (the embedded default) they would break every later visit.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Where embedded Power BI reports come from when a Power BI API is configured (modules/dashboards/
 * powerbi): the public cloud's hosts, the ones the Power BI client itself accepts as embed URLs.
 */
export function powerBiFrameSources(powerBiApiUrl: string | undefined): string[] {
  return powerBiApiUrl ? ['https://*.powerbi.com', 'https://*.fabric.microsoft.com'] : [];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string | undefined,
  /** Other origins pages may frame (embedded Power BI reports). */
  frameSources: string[] = [],
) {
  const https = publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
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
  });
}
