// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorDescription } from './reportError';

describe('errorDescription', () => {
  it("shows a refusal's own words: the role and the permission missing", () => {
    const detail = "You cannot add the role 'Super Configurer' at /engagements/e-1: you do not hold NodeModel.Git.Write there.";
    expect(errorDescription(new ApiError(403, detail, { code: 'forbidden', errorId: 'id-1' }))).toBe(detail);
  });

  it('gives the error number for anything else, a CSRF refusal included', () => {
    const csrf = new ApiError(403, 'Missing or wrong CSRF token.', { code: 'csrf', errorId: 'id-2' });
    expect(errorDescription(csrf)).toContain('id-2');
    expect(errorDescription(new ApiError(500, 'An unexpected error occurred.', { errorId: 'id-3' }))).toContain('id-3');
  });
});
