// @vitest-environment happy-dom
// Switching engagement forgets the previous engagement's area state and opens Overview.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LOCAL_KEYS } from '@cairn/contracts';
import { mockFetch } from '../testing/mockFetch';
import { engagementStateStore } from './engagementStateStore';
import { engagementSwitches } from './engagementSwitches';
import { useSwitchEngagement } from './useSwitchEngagement';

/** The hook on a layer's monitor page (where a switch leaves from). */
function renderOnMonitor() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: children }], {
          initialEntries: ['/testing/monitor'],
        })}
      />
    </QueryClientProvider>
  );
  return renderHook(() => useSwitchEngagement(), { wrapper });
}

describe('useSwitchEngagement', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('remembers the new engagement, forgets the area state of the old one, goes to Overview', async () => {
    const sent = mockFetch({ 'PUT /api/engagements/current': { engagementId: 'e-2' } });
    window.localStorage.setItem(LOCAL_KEYS.lastEngagement, 'e-1');
    engagementStateStore.setArea('storage', { folder: 'old' });
    let router!: ReturnType<typeof createMemoryRouter>;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], {
        initialEntries: ['/modeling/config'],
      });
      return (
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      );
    };
    const { result } = renderHook(() => useSwitchEngagement(), { wrapper });

    await act(async () => {
      expect(await result.current.switchTo('e-2')).toBe(true);
    });

    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/engagements/current',
      body: { engagementId: 'e-2' },
    });
    expect(window.localStorage.getItem(LOCAL_KEYS.lastEngagement)).toBe('e-2');
    expect(engagementStateStore.get()).toEqual({});
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('tells the pages of the old engagement a switch began, and takes it back when the switch fails', async () => {
    mockFetch({ 'PUT /api/engagements/current': { engagementId: 'e-2' } });
    const { result } = renderOnMonitor();
    const before = engagementSwitches.count();
    await act(async () => {
      expect(await result.current.switchTo('e-2')).toBe(true);
    });
    expect(engagementSwitches.count()).toBe(before + 1);

    mockFetch({}); // the PUT now answers 404: the switch fails and the user stays where they are
    await act(async () => {
      expect(await result.current.switchTo('e-3')).toBe(false);
    });
    expect(engagementSwitches.count()).toBe(before + 1);
  });

  it('counts only switches that end on Overview as leaving the page (a layer then holds its redirects)', async () => {
    mockFetch({ 'PUT /api/engagements/current': { engagementId: 'e-2' } });
    const { result } = renderOnMonitor();
    const before = engagementSwitches.countTowardsOverview();
    // Restoring the last engagement at start-up keeps the user on the page they opened.
    await act(async () => {
      expect(await result.current.switchTo('e-2', { goToOverview: false })).toBe(true);
    });
    expect(engagementSwitches.countTowardsOverview()).toBe(before);
    await act(async () => {
      expect(await result.current.switchTo('e-2')).toBe(true);
    });
    expect(engagementSwitches.countTowardsOverview()).toBe(before + 1);
  });
});
