// application/problem+json (RFC 9457) errors. Services throw HttpProblem; the error handler in
// app.ts adds the errorId, logs it and sends it.
export interface FieldError {
  field: string;
  message: string;
  key?: string;
}

export class HttpProblem extends Error {
  constructor(
    public readonly status: number,
    public readonly title: string,
    public readonly detail?: string,
    public readonly code?: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, errors?: FieldError[], code = 'validation') =>
  new HttpProblem(400, 'Bad Request', detail, code, errors);
export const unauthorized = (detail = 'Sign in to continue.', code = 'unauthenticated') =>
  new HttpProblem(401, 'Unauthorized', detail, code);
export const forbidden = (detail = 'You do not have access to this resource.', code = 'forbidden') =>
  new HttpProblem(403, 'Forbidden', detail, code);
export const notFound = (detail = 'Not found.') => new HttpProblem(404, 'Not Found', detail, 'notFound');
export const conflict = (detail: string, code = 'conflict') => new HttpProblem(409, 'Conflict', detail, code);

/**
 * The disk Cairn writes to is full (ENOSPC; EDQUOT, a disk quota; PostgreSQL's disk_full, SQLSTATE
 * 53100, on a PostgreSQL warehouse), anywhere along the error's causes (a driver wraps the file
 * system's error). Nothing half-written stays (every write goes to a temporary name first, a
 * warehouse's in a transaction), so the caller is told to free space and try again, not of an
 * internal error.
 */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    if (/No space left on device/i.test(e.message)) return true;
  }
  return false;
}

export const DISK_FULL_DETAIL =
  "The server's disk is full: nothing was saved. Ask an administrator to free space, then try again.";

export const diskFull = () => new HttpProblem(507, 'Insufficient Storage', DISK_FULL_DETAIL, 'noSpaceLeft');
