// Closing a modal with unsaved changes asks first (workspace.md section 5, forgotToSave; admin-console.md
// section 8) — by the close button, Cancel or Escape alike. Used by the node model's list dialogs
// (ListEditDialog) and by FormDialog with guardUnsavedChanges.
import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export function useForgotToSaveGuard(dirty: boolean, close: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(() => {
    if (!dirty) return close();
    modal.confirm({
      title: t('nodeModel.forgotToSave.title'),
      content: t('nodeModel.forgotToSave.text'),
      okText: t('nodeModel.forgotToSave.discard'),
      cancelText: t('nodeModel.forgotToSave.keepEditing'),
      okButtonProps: { danger: true },
      onOk: close,
    });
  }, [dirty, close, modal, t]);
}
