// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { PERMISSIONS } from '@cairn/contracts';
import { currentUser, fakeServer, permissionsRoute, renderWithApp } from '../../shared/testing/renderWithApp';
import { SideMenu } from './SideMenu';

const ADMIN = [
  PERMISSIONS.usersReader,
  PERMISSIONS.infraTenantReader,
  PERMISSIONS.engagementsReader,
  PERMISSIONS.authorizationReader,
  PERMISSIONS.feedbackReader,
];

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const renderMenu = () =>
  renderWithApp(
    <>
      <SideMenu />
      <Address />
    </>,
    { at: '/overview' },
  );

afterEach(cleanup);

describe('SideMenu', { timeout: 30_000 }, () => {
  it('leads an administrator with no engagement chosen to the administration screens', async () => {
    fakeServer([
      ['GET', /^\/api\/profile\/me$/, currentUser({ currentEngagementId: null })],
      permissionsRoute(ADMIN),
    ]);
    renderMenu();
    const tenants = await screen.findByTestId('platform-menu-tenants');
    for (const entry of [
      'users',
      'applications',
      'engagements',
      'roles',
      'permissions',
      'auditLog',
      'feedback',
    ])
      expect(screen.getByTestId(`platform-menu-${entry}`)).toBeTruthy();
    fireEvent.click(tenants);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/tenants'));
  });

  it('shows each administration screen only with its global read permission', async () => {
    fakeServer([
      ['GET', /^\/api\/profile\/me$/, currentUser({ currentEngagementId: null })],
      permissionsRoute([PERMISSIONS.feedbackReader]),
    ]);
    renderMenu();
    await screen.findByTestId('platform-menu-feedback');
    for (const entry of [
      'users',
      'applications',
      'tenants',
      'engagements',
      'roles',
      'permissions',
      'auditLog',
    ])
      expect(screen.queryByTestId(`platform-menu-${entry}`)).toBeNull();
  });
});
