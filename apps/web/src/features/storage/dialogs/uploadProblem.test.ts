import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { uploadProblemOf } from './uploadProblem';

describe('an upload refusal', () => {
  it('names the reason the user can act on', () => {
    expect(uploadProblemOf(new ApiError(415, 'x'))).toBe('unsupported');
    expect(uploadProblemOf(new ApiError(413, 'x', { code: 'storageQuotaReached' }))).toBe('quotaReached');
    expect(uploadProblemOf(new ApiError(413, 'x', { code: 'fileTooLarge' }))).toBe('tooLarge');
    expect(uploadProblemOf(new ApiError(507, 'x', { code: 'noSpaceLeft' }))).toBe('noSpaceLeft');
    expect(uploadProblemOf(new ApiError(500, 'x'))).toBe('failed');
    expect(uploadProblemOf(new Error('network'))).toBe('failed');
  });
});
