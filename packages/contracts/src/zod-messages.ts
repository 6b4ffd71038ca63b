// Zod speaks the spec's rule messages (section 5), so a 400 from the server and an error under a
// web form say the same words.
import { z } from 'zod';
import { VALIDATION_MESSAGES_EN } from './validation.js';

const fill = (key: string, params: Record<string, string | number> = {}) =>
  VALIDATION_MESSAGES_EN[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

z.config({
  customError: (issue) => {
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return Number(issue.minimum) <= 1
        ? fill('fieldCannotBeEmpty')
        : fill('minLength', { num: Number(issue.minimum) });
    }
    if (issue.code === 'too_big' && issue.origin === 'string')
      return fill('maxLength', { num: Number(issue.maximum) });
    if (issue.code === 'invalid_value') return fill('invalidValue');
    if (issue.code === 'invalid_type' && issue.input === undefined) return fill('thisFieldIsRequired');
    // workspace.md section 5 (import file settings): a number field given anything else.
    if (issue.code === 'invalid_type' && issue.expected === 'number') return fill('mustBeNumber');
    if (issue.code === 'invalid_format' && issue.format === 'email') return fill('email');
    if (issue.code === 'invalid_format' && issue.format === 'uuid') return fill('guid');
    return undefined; // zod's own message
  },
});
