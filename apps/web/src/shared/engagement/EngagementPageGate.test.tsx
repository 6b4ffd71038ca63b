// @vitest-environment happy-dom
// A page of the engagement area opens when the side menu offers it (or one of its names).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MenuEntry } from '@cairn/contracts';
import { EngagementPageGate } from './EngagementPageGate';

const workspace = vi.hoisted(() => ({ menu: [] as MenuEntry[] }));
vi.mock('./useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => ({ menu: workspace.menu, isLoading: false }),
}));
vi.mock('../api/profile/useCurrentUser', () => ({
  useCurrentUser: () => ({ data: { tenantStatus: 'ok' } }),
}));

function openAt(entry: MenuEntry | readonly MenuEntry[]) {
  const router = createMemoryRouter(
    [
      { path: '/fx-rate', element: <EngagementPageGate entry={entry}>FX page</EngagementPageGate> },
      { path: '/overview', element: <>Overview page</> },
    ],
    { initialEntries: ['/fx-rate'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('EngagementPageGate', () => {
  afterEach(cleanup);

  it('opens the labeling layer under either of its names (FX Rate for gain, Labeling otherwise)', () => {
    workspace.menu = ['overview', 'labeling'];
    openAt(['labeling', 'fxRate']);
    expect(screen.getByText('FX page')).toBeTruthy();
  });

  it('sends a page the menu does not offer to Overview', () => {
    workspace.menu = ['overview', 'labeling'];
    const router = openAt('fxRate');
    expect(screen.getByText('Overview page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/overview');
  });
});
