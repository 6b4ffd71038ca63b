import type { Problem } from '@cairn/contracts';

export type FieldError = NonNullable<Problem['errors']>[number];

/** An answer outside 2xx, parsed from the server's application/problem+json body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errorId?: string;
  readonly fieldErrors: FieldError[];
  /** Seconds from a Retry-After header (429), when the server sent one. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    message: string,
    extra: { code?: string; errorId?: string; fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = extra.code;
    this.errorId = extra.errorId;
    this.fieldErrors = extra.fieldErrors ?? [];
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Builds the ApiError of a failed response; tolerates bodies that are not problem+json. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let problem: Partial<Problem> = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    problem = (await response.json().catch(() => ({}))) as Partial<Problem>;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    problem.detail || problem.title || response.statusText || `HTTP ${response.status}`,
    {
      code: problem.code,
      errorId: problem.errorId,
      fieldErrors: problem.errors,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    },
  );
}
