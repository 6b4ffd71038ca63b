// A section-5 rule failure as the 400 every form understands: each field with its key and English text.
import { englishMessage, type FieldProblem } from '@cairn/contracts';
import { badRequest } from '../../http/problem.js';

export const invalid = (problems: FieldProblem[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );
