// Input checks of the node model's writes: the shared rules of contracts (workspace.md s.5), turned
// into 400s that name the field, the spec's message and its i18n key.
import {
  decodeQuery,
  englishMessage,
  validateName,
  type NodeModelNameKind,
  type RuleMessage,
} from '@cairn/contracts';
import { badRequest } from '../../http/problem.js';

export interface Problem {
  field: string;
  message: RuleMessage;
}

export const invalidInput = (detail: string, problems: Problem[]) =>
  badRequest(
    detail,
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );

/** 400 unless `name` passes the name rules of its kind and is not one of `existing` (ignoring case). */
export function checkName(
  kind: NodeModelNameKind,
  name: string,
  existing: readonly string[],
  field = 'name',
) {
  const message = validateName(kind, name, existing);
  if (message)
    throw invalidInput(`The ${kind} name is not valid: ${englishMessage(message)}.`, [{ field, message }]);
}

/** A query sent base64-encoded (UTF-8), as the spec says; 400 when it is not base64. */
export function decodeQueryInput(base64: string, field = 'query'): string {
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw invalidInput('The query must be sent base64-encoded.', [
      { field, message: { key: 'invalidValue' } },
    ]);
  }
  try {
    return decodeQuery(compact);
  } catch {
    throw invalidInput('The query must be sent base64-encoded.', [
      { field, message: { key: 'invalidValue' } },
    ]);
  }
}

/** Words for a commit message: "a, b and c". */
export function listInWords(names: readonly string[]) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
