// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UserDetail } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { UserProfileTab } from './UserProfileTab';

const user: UserDetail = {
  id: 'u2',
  name: 'Rita Roles',
  email: 'rita@example.test',
  disabled: false,
  aadObjectId: null,
  hasPassword: true,
  profile: { displayName: 'Rita', language: 'en', templateName: 'Default', jobTitle: null },
  abilities: { update: true, activate: true, createPasswordLink: false, assignRoles: true },
};
const ACCOUNT = /^\/api\/authorization\/users\/rita%40example\.test$/;
const PROFILE = /^\/api\/authorization\/users\/rita%40example\.test\/profile$/;
const puts = (server: ReturnType<typeof fakeServer>, path: RegExp) =>
  server.callsTo(path).filter((c) => c.method === 'PUT');
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

afterEach(cleanup);

describe('UserProfileTab', { timeout: 30_000 }, () => {
  it("edits the account name with the profile: 'please provide name' first, then both saved", async () => {
    const server = fakeServer([
      ['PUT', ACCOUNT, (call: { body: unknown }) => ({ ...user, ...(call.body as object) })],
      ['PUT', PROFILE, { ...user, name: 'Rita Renamed' }],
    ]);
    renderWithApp(<UserProfileTab user={user} />);
    const name = (await screen.findByTestId('user-profile-name')) as HTMLInputElement;
    expect(name.value).toBe('Rita Roles');
    expect(screen.getByText('Name')).toBeTruthy();

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('user-profile-save'));
    expect(await screen.findByText('Please provide name')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(name, { target: { value: ' Rita Renamed ' } });
    fireEvent.change(input('user-profile-job-title'), { target: { value: 'Payroll lead' } });
    fireEvent.click(screen.getByTestId('user-profile-save'));
    expect(await screen.findByText('User info saved')).toBeTruthy();
    expect(puts(server, ACCOUNT).map((c) => c.body)).toEqual([{ name: 'Rita Renamed' }]);
    expect(puts(server, PROFILE).map((c) => c.body)).toEqual([
      { displayName: 'Rita', language: 'en', templateName: 'Default', jobTitle: 'Payroll lead' },
    ]);
  });

  it('sends no account change when the name stayed the same', async () => {
    const server = fakeServer([['PUT', PROFILE, user]]);
    renderWithApp(<UserProfileTab user={user} />);
    fireEvent.change(await screen.findByTestId('user-profile-display-name'), {
      target: { value: 'Rita R.' },
    });
    fireEvent.click(screen.getByTestId('user-profile-save'));
    expect(await screen.findByText('User info saved')).toBeTruthy();
    expect(puts(server, ACCOUNT)).toHaveLength(0);
    expect(puts(server, PROFILE)).toHaveLength(1);
  });

  it("shows the server's refusal of the name under the name field and saves nothing else", async () => {
    const server = fakeServer([
      [
        'PUT',
        ACCOUNT,
        problemAnswer(400, {
          title: 'Bad Request',
          errors: [{ field: 'name', message: 'Please provide name', key: 'pleaseProvideName' }],
        }),
      ],
      ['PUT', PROFILE, user],
    ]);
    renderWithApp(<UserProfileTab user={user} />);
    fireEvent.change(await screen.findByTestId('user-profile-name'), { target: { value: 'Someone' } });
    fireEvent.click(screen.getByTestId('user-profile-save'));
    expect(await screen.findByText('Please provide name')).toBeTruthy();
    expect(puts(server, ACCOUNT)).toHaveLength(1);
    expect(puts(server, PROFILE)).toHaveLength(0);
    expect(screen.queryByText('User info saved')).toBeNull();
  });

  it('shows the name read-only to someone who may not update the user', async () => {
    fakeServer([]);
    renderWithApp(<UserProfileTab user={{ ...user, abilities: { ...user.abilities, update: false } }} />);
    expect(((await screen.findByTestId('user-profile-name')) as HTMLInputElement).disabled).toBe(true);
  });
});
