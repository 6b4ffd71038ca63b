import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectionKey } from './selection';

/** Choosing something else while the editor has unsaved changes asks first; the draft is lost otherwise. */
export function useGuardedSelect(
  select: (key: SelectionKey, value: string | undefined) => void,
  dirty: boolean,
) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (key: SelectionKey, value: string | undefined) => {
      if (!dirty) return select(key, value);
      modal.confirm({
        title: t('nodeModel.forgotToSave.title'),
        content: t('nodeModel.forgotToSave.queryText'),
        okText: t('nodeModel.forgotToSave.discard'),
        cancelText: t('nodeModel.forgotToSave.keepEditing'),
        okButtonProps: { danger: true },
        onOk: () => select(key, value),
      });
    },
    [select, dirty, modal, t],
  );
}
