import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Saving a query shows 'Saving...' until the server answers, then that the changes are saved. */
export function useSaveWithToast() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    (save: () => Promise<unknown>) => {
      const key = 'node-model-save';
      void message.loading({ content: t('nodeModel.toasts.saving'), key, duration: 0 });
      save().then(
        () => void message.success({ content: t('nodeModel.toasts.saved'), key }),
        // The failure itself is reported by the query client, as for every mutation.
        () => message.destroy(key),
      );
    },
    [message, t],
  );
}
