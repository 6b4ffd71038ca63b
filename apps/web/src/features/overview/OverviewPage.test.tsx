// @vitest-environment happy-dom
// Overview is where signing in lands: a user with no role anywhere (the server's tenantStatus
// 'noTenant', profile.test.ts) or with no engagement chosen is told so there, in terms of
// engagements only, instead of getting empty cards; the greeting knows a first visit from a return.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { currentUser, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { OverviewPage } from './OverviewPage';

const newcomer = currentUser({
  id: 'u-9',
  displayName: 'Nina Newcomer',
  email: 'newcomer@cairn.local',
  tenantStatus: 'noTenant',
  currentEngagementId: null,
  // Signed in a moment ago, the licence accepted since: the first visit.
  lastLoginDate: '2026-11-28T09:00:00.000Z',
  eulaAcceptedDate: '2026-11-28T09:00:05.000Z',
});
const returning = currentUser({
  tenantStatus: 'noSelectedTenant',
  currentEngagementId: null,
  lastLoginDate: '2026-11-29T08:00:00.000Z',
  eulaAcceptedDate: '2026-11-28T09:00:05.000Z',
});

afterEach(cleanup);

describe('OverviewPage', { timeout: 30_000 }, () => {
  it('tells a user without a role that they have no engagement, and welcomes them the first time', async () => {
    fakeServer([['GET', /^\/api\/profile\/me$/, newcomer]]);
    renderWithApp(<OverviewPage />, { at: '/overview' });
    const prompt = await screen.findByTestId('overview-engagement-prompt');
    expect(prompt.textContent).toContain('You have no engagement yet.');
    expect(prompt.textContent).not.toMatch(/tenant/i);
    expect(screen.getByTestId('overview-welcome').textContent).toBe('Welcome, Nina Newcomer');
  });

  it('asks a returning user with no engagement chosen to choose one, and welcomes them back', async () => {
    fakeServer([
      ['GET', /^\/api\/profile\/me$/, returning],
      ['GET', /^\/api\/engagements\/mine$/, []],
    ]);
    renderWithApp(<OverviewPage />, { at: '/overview' });
    const prompt = await screen.findByTestId('overview-engagement-prompt');
    expect(prompt.textContent).toContain('You have not chosen an engagement yet.');
    expect(prompt.textContent).toContain('Choose the engagement you want to work in.');
    expect(prompt.textContent).not.toMatch(/tenant/i);
    expect(screen.getByTestId('engagement-selector-prompt')).toBeTruthy();
    expect(screen.getByTestId('overview-welcome').textContent).toBe('Welcome back, Casey Configurer');
  });
});
