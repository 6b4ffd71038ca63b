// Section 5's problems of a configuration under the fields of the tab's form: the same rules the
// server applies (contracts' gainImportConfigurationProblems), in the user's language. A problem of
// a field the tab does not show (the other tab's rows) comes back for the caller to report.
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldProblem } from '@cairn/contracts';
import { ruleMessage } from '../../../shared/validation/antdRules';
import { registeredFieldOf } from '../../../shared/validation/serverFieldErrors';

export function showProblems(form: FormInstance, problems: FieldProblem[], t: TFunction): string[] {
  const fieldOf = registeredFieldOf(form);
  const unplaced: string[] = [];
  const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const problem of problems) {
    const text = ruleMessage(problem.message, t);
    const name = fieldOf(problem.field);
    if (name === undefined) {
      unplaced.push(text);
      continue;
    }
    const path = (Array.isArray(name) ? name : [name]) as (string | number)[];
    const key = path.join('.');
    const entry = fields.get(key) ?? { name: path, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    fields.set(key, entry);
  }
  form.setFields([...fields.values()]);
  return unplaced;
}
