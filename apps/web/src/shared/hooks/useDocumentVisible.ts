// Whether the browser tab is on screen. Polling that is not a TanStack Query refetchInterval (which
// already pauses in a hidden tab: refetchIntervalInBackground stays off) uses it to stop while the
// user looks elsewhere, so a forgotten tab costs the server nothing.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

export const useDocumentVisible = () =>
  useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
