// A 400 of the node model service names the field and the rule (key + English message): put it under
// the form's field, in the user's language; anything else is reported the app's usual way. A list
// field's problem names the item (`categoryNames.1`): it shows under the list's field.
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { reportError } from '../../../shared/api/reportError';

/** The form field a server problem's field belongs to: itself, or the list it is an item of. */
const formField = (problemField: string, fields: readonly string[]) =>
  fields.find((field) => problemField === field || problemField.startsWith(`${field}.`));

export function showServerError(form: FormInstance, error: unknown, fields: readonly string[], t: TFunction) {
  const problems = isApiError(error) ? error.fieldErrors.filter((p) => formField(p.field, fields)) : [];
  if (problems.length === 0) return reportError(error);
  const errorsByField = new Map<string, string[]>();
  for (const p of problems) {
    const field = formField(p.field, fields)!;
    const message = p.key ? t(`validation.${p.key}`, { defaultValue: p.message }) : p.message;
    const errors = errorsByField.get(field) ?? [];
    if (!errors.includes(message)) errorsByField.set(field, [...errors, message]);
  }
  form.setFields([...errorsByField].map(([name, errors]) => ({ name, errors })));
}
