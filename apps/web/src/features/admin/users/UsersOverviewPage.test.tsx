// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type UserListItem } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp, pageOf, permissionsRoute } from '../../../shared/testing/renderWithApp';
import { UsersOverviewPage } from './UsersOverviewPage';

const abilities = { update: true, activate: true, createPasswordLink: true, assignRoles: true };
const users: UserListItem[] = [
  {
    id: 'u1',
    name: 'Ada Admin',
    email: 'ada@example.test',
    disabled: false,
    abilities: { ...abilities, activate: false },
  },
  { id: 'u2', name: 'Dora Doe', email: 'dora@example.test', disabled: false, abilities },
];
const page = pageOf(users);

afterEach(cleanup);

describe('UsersOverviewPage', { timeout: 30_000 }, () => {
  it('lists users, deactivates one with the switch, and gates the switch by abilities', async () => {
    const server = fakeServer([
      permissionsRoute([PERMISSIONS.usersReader, PERMISSIONS.usersWriter]),
      ['GET', /^\/api\/authorization\/users$/, page],
      [
        'PUT',
        /^\/api\/authorization\/users\/dora%40example\.test$/,
        { ...users[1], disabled: true, aadObjectId: null, hasPassword: true, profile: {} },
      ],
    ]);
    renderWithApp(<UsersOverviewPage />, { at: '/users' });
    expect(await screen.findByText('Dora Doe')).toBeTruthy();
    expect(screen.getByTestId('users-count').getAttribute('data-count')).toBe('2');
    expect((screen.getByTestId('user-active-ada@example.test') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('user-details-dora@example.test').getAttribute('href')).toBe(
      '/users/dora%40example.test/profile',
    );
    fireEvent.click(screen.getByTestId('user-active-dora@example.test'));
    await waitFor(() => expect(server.callsTo(/\/users\/dora%40example\.test$/)).toHaveLength(1));
    expect(server.callsTo(/\/users\/dora%40example\.test$/)[0].body).toEqual({ disabled: true });
    expect(await screen.findByText('Dora Doe is deactivated and signed out')).toBeTruthy();
  });

  it("creates a user, shows the server's 'email address not available' under the field, then the set-password link once", async () => {
    let attempts = 0;
    const server = fakeServer([
      permissionsRoute([PERMISSIONS.usersReader, PERMISSIONS.usersWriter]),
      ['GET', /^\/api\/authorization\/users$/, page],
      [
        'POST',
        /^\/api\/authorization\/users$/,
        () =>
          ++attempts === 1
            ? problemAnswer(400, {
                title: 'Bad Request',
                errors: [
                  { field: 'email', message: 'Email address not available', key: 'emailAddressNotAvailable' },
                ],
              })
            : {
                user: {
                  ...users[1],
                  id: 'u3',
                  name: 'Nora New',
                  email: 'nora@example.test',
                  aadObjectId: null,
                  hasPassword: false,
                  profile: {
                    displayName: 'Nora New',
                    language: 'de',
                    templateName: 'Default',
                    jobTitle: null,
                  },
                },
                signIn: {
                  kind: 'setPasswordLink',
                  url: 'http://cairn.test/authorization/set-password?token=abc',
                  expiresAt: '2026-01-04T00:00:00.000Z',
                },
              },
      ],
    ]);
    renderWithApp(<UsersOverviewPage />, { at: '/users' });
    fireEvent.click(await screen.findByTestId('new-user-open'));
    fireEvent.click(await screen.findByTestId('new-user-submit'));
    expect(await screen.findByText('Please provide name')).toBeTruthy();
    expect(server.callsTo(/^\/api\/authorization\/users$/).filter((c) => c.method === 'POST')).toHaveLength(
      0,
    );

    fireEvent.change(screen.getByTestId('new-user-name'), { target: { value: 'Nora New' } });
    fireEvent.change(screen.getByTestId('new-user-email'), { target: { value: 'nora@example.test' } });
    fireEvent.click(screen.getByTestId('new-user-submit'));
    expect(await screen.findByText('Email address not available')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-user-submit'));
    const dialog = await screen.findByTestId('user-sign-in');
    expect((within(dialog).getByTestId('user-sign-in-link') as HTMLInputElement).value).toBe(
      'http://cairn.test/authorization/set-password?token=abc',
    );
    const posts = server.callsTo(/^\/api\/authorization\/users$/).filter((c) => c.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      name: 'Nora New',
      email: 'nora@example.test',
      language: 'en',
      templateName: 'Default',
    });
  });

  it('hides New user without Users.Writer and shows the empty list text', async () => {
    fakeServer([
      permissionsRoute([PERMISSIONS.usersReader]),
      ['GET', /^\/api\/authorization\/users$/, pageOf([])],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/users" element={<UsersOverviewPage />} />
      </Routes>,
      { at: '/users' },
    );
    expect(await screen.findByText('No users')).toBeTruthy();
    expect(screen.queryByTestId('new-user-open')).toBeNull();
  });
});
