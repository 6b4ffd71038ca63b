// The one way a server's field errors reach a form: a 400 problem names each field (`displayName`,
// `categoryNames.1`, `0.storagePurpose`) and the rule (key + English message); the message, in the
// user's language, goes under the form's field. FormDialog uses it; a form outside a dialog calls it
// from its mutation's onError.
import type { FormInstance, FormItemProps } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError, type FieldError } from '../api/ApiError';

type NamePath = NonNullable<FormItemProps['name']>;

/** Maps a problem's field to the form field it belongs under, or undefined when the form has none. */
export type FieldOfError = (problemField: string) => NamePath | undefined;

const segments = (name: NamePath): string[] => (Array.isArray(name) ? name : [name]).map(String);

/**
 * The form's own field that is the problem's field or holds it: `categoryNames.1` shows under the
 * list field `categoryNames`, `configurations.0.displayName` under that card's field.
 */
export function registeredFieldOf(form: FormInstance): FieldOfError {
  const fields = form.getFieldsError().map((f) => f.name);
  return (problemField) => {
    const path = problemField.split('.');
    return fields
      .filter((name) => segments(name).every((part, i) => part === path[i]))
      .sort((a, b) => segments(b).length - segments(a).length)[0];
  };
}

/** The rule's text in the user's language; the server's own words when the key is unknown here. */
export function fieldErrorText(problem: FieldError, t: TFunction): string {
  if (!problem.key) return problem.message;
  const text = t(`validation.${problem.key}`, { defaultValue: problem.message });
  // A rule text with a placeholder the problem does not fill (minLength's {{num}}) would show the
  // braces: the server's message says it whole.
  return text.includes('{{') ? problem.message : text;
}

/**
 * Shows the field errors of `error` under their fields. Answers true when everything the error says
 * is now shown there; false when it is not a field problem or names a field the form lacks, so the
 * caller shows it elsewhere (FormDialog above the form, otherwise reportError).
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fieldOf: FieldOfError = registeredFieldOf(form),
): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  let unplaced = false;
  for (const problem of error.fieldErrors) {
    const name = fieldOf(problem.field);
    if (name === undefined) {
      unplaced = true;
      continue;
    }
    const key = segments(name).join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    const text = fieldErrorText(problem, t);
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return !unplaced;
}
