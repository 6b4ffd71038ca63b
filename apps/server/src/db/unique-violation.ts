// PostgreSQL's unique_violation (23505), from either driver: node-postgres and PGlite put the code on
// the error, Drizzle wraps it as the `cause` (at any depth).
export const isUniqueViolation = (error: unknown): boolean =>
  !!error &&
  typeof error === 'object' &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
