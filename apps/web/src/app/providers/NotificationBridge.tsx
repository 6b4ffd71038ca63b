import { useEffect } from 'react';
import { App } from 'antd';
import { setNotifier } from '../../shared/api/reportError';

/** Hands antd's themed notification API to reportError, which runs outside React. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(undefined);
  }, [notification]);
  return null;
}
