// admin-console.md section 8, "Unsaved-changes warning when closing a form": leaving the page (another
// route, a reload, closing the tab) with unsaved edits asks first. Used by the engagement's Storage
// tab and by the node model's configuration screens (an unsaved query).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    modal.confirm({
      title: t('engagementDetails.unsavedTitle'),
      content: t('engagementDetails.unsavedText'),
      okText: t('engagementDetails.leave'),
      cancelText: t('engagementDetails.stay'),
      onOk: () => proceed?.(),
      onCancel: () => reset?.(),
    });
  }, [state, proceed, reset, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
