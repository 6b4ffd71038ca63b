// Request and application logs carry no credential: the set-password link's token (and any other
// secret-named query value) is masked in logged URLs, and headers that carry credentials are
// censored should anything log them (a request logged with its headers, an HTTP client's error).
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|secret|password|client_secret|access_token|code|state)=)[^&#]*/gi;
export const REDACTED = '[REDACTED]';

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, `$1${REDACTED}`);

/** Fastify's logger options: its request serializer with the URL masked, and pino's redaction. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'config.headers.Authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
