import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../shared/hooks/useUnsavedChangesGuard';
import type { SelectionKey } from './selection';

/**
 * While the editor has unsaved changes, choosing something else on the screen asks first (the draft
 * is lost otherwise), and so does leaving the page (another tab or screen, a reload). Returns the
 * screen's `select`, guarded.
 */
export function useUnsavedQueryGuards(
  select: (key: SelectionKey, value: string | undefined) => void,
  dirty: boolean,
) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  useUnsavedChangesGuard(dirty);
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
