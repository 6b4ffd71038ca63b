// @vitest-environment happy-dom
// Overview is where signing in lands: a user with no role anywhere (the server's tenantStatus
// 'noTenant', profile.test.ts) is told so there instead of getting empty cards.
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
});

afterEach(cleanup);

describe('OverviewPage', () => {
  it('tells a user without a role that they are not assigned to a tenant', async () => {
    fakeServer([['GET', /^\/api\/profile\/me$/, newcomer]]);
    renderWithApp(<OverviewPage />, { at: '/overview' });
    expect((await screen.findByTestId('tenant-prompt')).textContent).toContain(
      'You are not assigned to a tenant!',
    );
    expect(screen.getByTestId('welcome-back').textContent).toContain('Nina Newcomer');
  });
});
