// One error handler: everything leaves as application/problem+json with an errorId that is also in
// the log, so "Your error number is ..." leads an administrator to the cause. An answer says only
// what Cairn wrote for its callers (HttpProblem, validation, Fastify's own request errors); any other
// error's message, stack or paths (a driver's, git's, the database's) go to the server log only.
// A database that cannot be reached (db/unavailable.ts) is a 503 the caller can wait out, not a 500.
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_CODE, type Problem } from '@cairn/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { diskFull, HttpProblem, isDiskFull } from './problem.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const errorId = crypto.randomUUID();
    let problem: Problem;
    // A full disk is the administrator's to fix and the caller's to retry: it says so (507).
    const ours = error instanceof HttpProblem ? error : isDiskFull(error) ? diskFull() : undefined;
    if (ours) {
      problem = {
        title: ours.title,
        status: ours.status,
        detail: ours.detail,
        code: ours.code,
        errors: ours.errors,
        errorId,
      };
      if (ours.headers) reply.headers(ours.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        // Body fields are named as the form names them; params and query keep their prefix.
        field:
          [
            error.validationContext === 'body' ? undefined : error.validationContext,
            ...String(v.instancePath ?? '')
              .split('/')
              .filter(Boolean),
          ]
            .filter(Boolean)
            .join('.') || String(error.validationContext),
        message: v.message ?? 'Invalid value',
      }));
      problem = {
        title: 'Bad Request',
        status: 400,
        detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        code: 'validation',
        errors,
        errorId,
      };
    } else if (isClientError(error) && isFastifyError(error)) {
      problem = {
        title: TITLES[error.statusCode] ?? 'Bad Request',
        status: error.statusCode,
        detail: error.message,
        code: error.code,
        errorId,
      };
    } else if (isClientError(error)) {
      // A library's error that blames the request (an aborted body, say): its status, not its words.
      const title = TITLES[error.statusCode] ?? 'Bad Request';
      problem = {
        title,
        status: error.statusCode,
        detail: `${title}: the request could not be processed.`,
        errorId,
      };
    } else if (isDatabaseUnavailable(error)) {
      problem = {
        title: 'Service Unavailable',
        status: 503,
        detail: `A database Cairn uses cannot be reached at the moment (it may be restarting). Try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
        code: DATABASE_UNAVAILABLE_CODE,
        errorId,
      };
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else {
      problem = {
        title: 'Internal Server Error',
        status: 500,
        detail: 'An unexpected error occurred.',
        errorId,
      };
    }
    const level = problem.status >= 500 ? 'error' : 'info';
    const written = error instanceof HttpProblem || problem.code === 'validation' || isFastifyError(error);
    req.log[level](
      {
        errorId,
        err: written && problem.status < 500 ? undefined : error,
        status: problem.status,
        code: problem.code,
      },
      problem.detail ?? problem.title,
    );
    return reply.status(problem.status).type('application/problem+json').send(problem);
  });
}

const isClientError = (error: FastifyError): error is FastifyError & { statusCode: number } =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

/** Fastify's and its plugins' request errors (FST_ERR_CTP_INVALID_JSON_BODY, FST_REQ_FILE_TOO_LARGE, ...) are written for callers. */
const isFastifyError = (error: FastifyError) =>
  typeof error.code === 'string' && error.code.startsWith('FST_');

export function notFoundProblem(): Problem {
  return {
    title: 'Not Found',
    status: 404,
    detail: 'No such address.',
    code: 'notFound',
    errorId: crypto.randomUUID(),
  };
}
