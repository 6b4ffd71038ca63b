// Paths inside a storage purpose: '' is the root, 'a/b' a folder, 'a/b/file.csv' a file.
import { objectNameProblem } from '@cairn/contracts';
import { badRequest } from '../../http/problem.js';

export function parseStoragePath(raw: unknown, field = 'path'): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 2000)
    throw badRequest('Invalid path.', [{ field, message: 'Invalid value' }]);
  const segments = raw.split('/').filter((s) => s !== '');
  for (const segment of segments) {
    const problem = objectNameProblem(segment);
    if (problem) throw badRequest(`Invalid path: ${problem}`, [{ field, message: problem }]);
  }
  return segments;
}
