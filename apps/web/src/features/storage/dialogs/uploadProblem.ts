// What an upload row says when its file was refused: the reason a user can act on.
import { isApiError } from '../../../shared/api/ApiError';

export type UploadProblem = 'unsupported' | 'quotaReached' | 'tooLarge' | 'noSpaceLeft' | 'failed';

export function uploadProblemOf(error: unknown): UploadProblem {
  if (!isApiError(error)) return 'failed';
  if (error.status === 415) return 'unsupported';
  if (error.code === 'storageQuotaReached') return 'quotaReached';
  if (error.status === 413) return 'tooLarge';
  // The server's disk is full (507): nothing was stored, and retrying helps only once space is freed.
  if (error.code === 'noSpaceLeft') return 'noSpaceLeft';
  return 'failed';
}
