import { useCallback, useSyncExternalStore } from 'react';
import { engagementStateStore, type EngagementArea } from './engagementStateStore';

/** The remembered state of one feature area; it disappears when the engagement changes. */
export function useEngagementAreaState<T extends Record<string, unknown>>(area: EngagementArea, initial: T) {
  const all = useSyncExternalStore(engagementStateStore.subscribe, engagementStateStore.get);
  const value = (all[area] as T | undefined) ?? initial;
  const setValue = useCallback((next: T) => engagementStateStore.setArea(area, next), [area]);
  return [value, setValue] as const;
}
