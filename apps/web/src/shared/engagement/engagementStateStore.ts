// Per-area state of the engagement workspace (selected branch, node, folder, ...), kept in
// sessionStorage so a reload keeps it, and cleared whenever the engagement changes
// (workspace.md section 2: "resets the state of every feature area").
import { SESSION_KEYS } from '@cairn/contracts';

export const ENGAGEMENT_AREAS = [
  'analytical',
  'filtering',
  'labeling',
  'model',
  'testing',
  'storage',
  'import',
  'userPermissions',
] as const;
export type EngagementArea = (typeof ENGAGEMENT_AREAS)[number];
export type EngagementState = Partial<Record<EngagementArea, Record<string, unknown>>>;

type Listener = () => void;

export interface EngagementStateStore {
  get(): EngagementState;
  setArea(area: EngagementArea, value: Record<string, unknown>): void;
  reset(): void;
  subscribe(listener: Listener): () => void;
}

/** Built on any Storage so tests can pass an in-memory one. */
export function createEngagementStateStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): EngagementStateStore {
  const listeners = new Set<Listener>();
  let state: EngagementState = load();

  function load(): EngagementState {
    try {
      const raw = storage?.getItem(SESSION_KEYS.engagementState);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as EngagementState)
        : {};
    } catch {
      return {};
    }
  }
  function commit(next: EngagementState) {
    state = next;
    try {
      if (Object.keys(next).length === 0) storage?.removeItem(SESSION_KEYS.engagementState);
      else storage?.setItem(SESSION_KEYS.engagementState, JSON.stringify(next));
    } catch {
      // Keeping the state only in memory is fine when sessionStorage is unavailable.
    }
    listeners.forEach((l) => l());
  }

  return {
    get: () => state,
    setArea: (area, value) => commit({ ...state, [area]: value }),
    reset: () => commit({}),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const browserSession = typeof window === 'undefined' ? undefined : safeSessionStorage();
function safeSessionStorage() {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const engagementStateStore = createEngagementStateStore(browserSession);
