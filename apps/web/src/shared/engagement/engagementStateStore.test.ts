import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@cairn/contracts';
import { createEngagementStateStore } from './engagementStateStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('engagement state store', () => {
  it('persists area state in session storage and restores it', () => {
    const storage = memoryStorage();
    createEngagementStateStore(storage).setArea('model', { branch: 'main' });
    expect(JSON.parse(storage.data.get(SESSION_KEYS.engagementState)!)).toEqual({
      model: { branch: 'main' },
    });
    expect(createEngagementStateStore(storage).get()).toEqual({ model: { branch: 'main' } });
  });

  it('reset clears every area and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createEngagementStateStore(storage);
    store.setArea('model', { branch: 'main' });
    store.setArea('storage', { path: ['a'] });
    let calls = 0;
    store.subscribe(() => calls++);
    store.reset();
    expect(store.get()).toEqual({});
    expect(storage.data.has(SESSION_KEYS.engagementState)).toBe(false);
    expect(calls).toBe(1);
  });

  it('ignores corrupt stored state', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEYS.engagementState, '{not json');
    expect(createEngagementStateStore(storage).get()).toEqual({});
  });
});
