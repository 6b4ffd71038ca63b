// Reading an uploaded Cairn dashboard definition (docs/dashboards.md): JSON or YAML text, checked
// against the contracts' schema. Every problem names its place in the file (`pages[0].tiles[1].query`)
// so the author can find it; a bad file is refused whole with a 400.
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  cairnDashboardDefinitionSchema,
  DASHBOARD_MAX_FILE_BYTES,
  type CairnDashboardDefinition,
} from '@cairn/contracts';
import { badRequest, type FieldError } from '../../../http/problem.js';

export const CAIRN_FILE_EXTENSIONS = ['.json', '.yaml', '.yml'] as const;

/** `pages[0].tiles[1].query` for zod's path ['pages', 0, 'tiles', 1, 'query']; `(file)` for the root. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(file)';
}

export function definitionErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const at = formatPath(issue.path);
    return { field: at, message: `${at}: ${issue.message}` };
  });
}

function refuse(message: string): never {
  throw badRequest(`The dashboard definition is not valid: ${message}`, [{ field: 'file', message }]);
}

/** The definition in `text`, or a 400 naming where each problem is. */
export function parseDefinition(fileName: string, text: string): CairnDashboardDefinition {
  const extension = path.extname(fileName).toLowerCase();
  let data: unknown;
  try {
    data = extension === '.json' ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 50 });
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    refuse(`the file is not valid ${extension === '.json' ? 'JSON' : 'YAML'} (${reason}).`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    refuse('the file must hold one object with a name and pages.');
  const parsed = cairnDashboardDefinitionSchema.safeParse(data);
  if (!parsed.success) {
    const errors = definitionErrors(parsed.error.issues);
    throw badRequest(
      `The dashboard definition is not valid: ${errors.map((e) => e.message).join('; ')}`,
      errors,
    );
  }
  return parsed.data;
}

/** The file's text: UTF-8, at most DASHBOARD_MAX_FILE_BYTES. */
export function definitionText(bytes: Buffer): string {
  if (bytes.length > DASHBOARD_MAX_FILE_BYTES)
    refuse(`the file may be at most ${DASHBOARD_MAX_FILE_BYTES / 1024} KB.`);
  if (bytes.length === 0) refuse('the file is empty.');
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}
