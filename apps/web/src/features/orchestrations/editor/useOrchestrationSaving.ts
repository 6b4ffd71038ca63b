// Saving the editor's form: the steps' problems stop it before anything is sent; a 400 puts the
// server's problems under their fields; a 409 means someone saved a newer version meanwhile.
import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepProblems } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { reportError } from '../../../shared/api/reportError';
import { useSaveOrchestration } from '../../../shared/api/orchestrations/useSaveOrchestration';
import { registeredFieldOf, showServerFieldErrors } from '../../../shared/validation/serverFieldErrors';
import { formFieldOfProblem, saveBodyOf, stepsOf, type OrchestrationFormValues } from './orchestrationForm';
import type { Orchestration } from '../../../shared/api/orchestrations/types';

export function useOrchestrationSaving(
  engagementId: string,
  form: FormInstance<OrchestrationFormValues>,
  saved: Orchestration | undefined,
  onSaved: (orchestration: Orchestration) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useSaveOrchestration(engagementId);
  const [conflict, setConflict] = useState(false);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // Every value, the hidden ones too (the cron text of a schedule turned off stays kept).
    const values = form.getFieldsValue(true) as OrchestrationFormValues;
    if (stepProblems(stepsOf(values.steps)).length) {
      void message.error(t('workflow.editor.fixSteps'));
      return;
    }
    const body = saveBodyOf(values);
    try {
      const result = await mutation.mutateAsync(
        saved ? { orchestrationId: saved.id, body: { ...body, version: saved.version } } : { body },
      );
      setConflict(false);
      void message.success(t('workflow.editor.saved'));
      onSaved(result);
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setConflict(true);
      const fieldOf = registeredFieldOf(form);
      const placed = showServerFieldErrors(form, error, t, (field) =>
        fieldOf(formFieldOfProblem(field).join('.')),
      );
      if (!placed) reportError(error);
    }
  };

  return { save, saving: mutation.isPending, conflict, clearConflict: () => setConflict(false) };
}
