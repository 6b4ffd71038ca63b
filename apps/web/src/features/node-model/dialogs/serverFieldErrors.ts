// A 400 of the node model service names the field and the rule (key + English message): put it under
// the form's field, in the user's language; anything else is reported the app's usual way.
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { reportError } from '../../../shared/api/reportError';

export function showServerError(form: FormInstance, error: unknown, fields: readonly string[], t: TFunction) {
  const problems = isApiError(error) ? error.fieldErrors.filter((f) => fields.includes(f.field)) : [];
  if (problems.length === 0) return reportError(error);
  form.setFields(
    problems.map((p) => ({
      name: p.field,
      errors: [p.key ? t(`validation.${p.key}`, { defaultValue: p.message }) : p.message],
    })),
  );
}
