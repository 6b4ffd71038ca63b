// Saving a list dialog (fields, properties, categories) says 'Saving changes...' until the server
// answers, then that the changes are saved; a failure takes the notice away and is reported the
// app's usual way.
import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../shared/api/reportError';

/** `key` names the notice, so 'saved' replaces 'saving'; the result gives a save's mutate options. */
export function useSaveProgressToast(key: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    (onSaved: () => void) => {
      void message.loading({ content: t('nodeModel.toasts.savingChanges'), key, duration: 0 });
      return {
        onSuccess: () => {
          void message.success({ content: t('nodeModel.toasts.saved'), key });
          onSaved();
        },
        onError: (error: unknown) => {
          message.destroy(key);
          reportError(error);
        },
      };
    },
    [key, message, t],
  );
}
