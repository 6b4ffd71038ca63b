import { describe, expect, it } from 'vitest';
import { isFirstSession } from './welcome';

describe('isFirstSession', () => {
  it('is the first session while the licence was accepted after the latest sign-in', () => {
    expect(
      isFirstSession({
        lastLoginDate: '2026-11-28T09:00:00.000Z',
        eulaAcceptedDate: '2026-11-28T09:00:05.000Z',
      }),
    ).toBe(true);
    // Signed in, the licence not yet accepted: the licence page comes first.
    expect(isFirstSession({ lastLoginDate: '2026-11-28T09:00:00.000Z', eulaAcceptedDate: null })).toBe(true);
  });

  it('is a return once the user signs in again after accepting the licence', () => {
    expect(
      isFirstSession({
        lastLoginDate: '2026-11-29T08:00:00.000Z',
        eulaAcceptedDate: '2026-11-28T09:00:05.000Z',
      }),
    ).toBe(false);
  });
});
