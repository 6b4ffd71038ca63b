// Save of either tab: the tab's part of the configuration over the current version's other part,
// checked with section 5's rules first (messages under the fields; nothing sent while any fails),
// then a new version ('saved as version N'); the server's field errors land under the fields too.
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { gainImportConfigurationProblems, type GainImportConfigurationSave } from '@cairn/contracts';
import { useSaveGainImportConfiguration } from '../../../shared/api/gainImportConfig/useSaveGainImportConfiguration';
import { reportError } from '../../../shared/api/reportError';
import { showServerFieldErrors } from '../../../shared/validation/serverFieldErrors';
import { showProblems } from './gainImportProblems';
import type { GainImportConfigEditor } from './useGainImportConfigEditor';

export function useGainImportSave(editor: GainImportConfigEditor, form: FormInstance) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveGainImportConfiguration(editor.engagementId, editor.processType);
  const submit = (part: Partial<GainImportConfigurationSave>) => {
    const current = editor.current.data;
    if (!current) return;
    const body: GainImportConfigurationSave = {
      fileLogicType: current.fileLogicType,
      fileConfigurations: current.fileConfigurations,
      tableConfigurations: current.tableConfigurations,
      inputSqlConfiguration: current.inputSqlConfiguration ?? null,
      ...part,
    };
    const problems = gainImportConfigurationProblems(editor.processType, body);
    if (problems.length > 0) {
      for (const text of showProblems(form, problems, t)) void message.error(text);
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => void message.success(t('gainImportConfig.saved', { version: saved?.version })),
      onError: (error) => {
        if (!showServerFieldErrors(form, error, t)) reportError(error);
      },
    });
  };
  return { submit, saving: save.isPending };
}
