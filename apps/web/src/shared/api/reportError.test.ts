// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorDescription } from './reportError';

describe('errorDescription', () => {
  it("shows a refusal's own words: the role and the permission missing", () => {
    const detail =
      "You cannot add the role 'Super Configurer' at /engagements/e-1: you do not hold NodeModel.Git.Write there.";
    expect(errorDescription(new ApiError(403, detail, { code: 'forbidden', errorId: 'id-1' }))).toBe(detail);
  });

  it("shows a named conflict's own words (a built-in role, a role still assigned)", () => {
    const detail =
      "The role 'Auditor' is assigned 2 time(s). Remove these role assignments first; nothing was deleted.";
    expect(errorDescription(new ApiError(409, detail, { code: 'roleInUse', errorId: 'id-4' }))).toBe(detail);
    expect(errorDescription(new ApiError(409, 'Conflict', { code: 'conflict', errorId: 'id-5' }))).toContain(
      'id-5',
    );
  });

  it('gives the error number for anything else, a CSRF refusal included', () => {
    const csrf = new ApiError(403, 'Missing or wrong CSRF token.', { code: 'csrf', errorId: 'id-2' });
    expect(errorDescription(csrf)).toContain('id-2');
    expect(
      errorDescription(new ApiError(500, 'An unexpected error occurred.', { errorId: 'id-3' })),
    ).toContain('id-3');
  });

  it("says when to try again when the organisation's request budget is spent (429)", () => {
    const tooMany = new ApiError(429, 'Too many requests', {
      code: 'tooManyRequests',
      errorId: 'id-6',
      retryAfterSeconds: 4,
    });
    expect(errorDescription(tooMany)).toBe(
      'Too many requests from your organization at once. Please try again in 4 seconds.',
    );
  });

  it('says the database cannot be reached and when to try again, instead of an error number (503)', () => {
    const unavailable = new ApiError(503, 'A database Cairn uses cannot be reached at the moment.', {
      code: 'databaseUnavailable',
      errorId: 'id-7',
      retryAfterSeconds: 5,
    });
    expect(errorDescription(unavailable)).toBe(
      'Cairn cannot reach its database at the moment (it may be restarting). Please try again in 5 seconds.',
    );
  });
});
