// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import dayjs from 'dayjs';
import type { Application, ApplicationSecret } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { ApplicationDetailsPage } from './ApplicationDetailsPage';

const ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/authorization/applications/${ID}`;
const all = { update: true, delete: true, manageSecrets: true, assignRoles: true };
const application: Application = {
  id: 'a1',
  name: 'Export Robot',
  aadObjectId: ID,
  disabled: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  abilities: all,
};
const secret = (over: Partial<ApplicationSecret>): ApplicationSecret => ({
  id: 's1',
  description: 'CI',
  hint: 'AbCd',
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-07-01T10:00:00.000Z',
  revokedAt: null,
  status: 'active',
  abilities: { revoke: true },
  ...over,
});
const detailsRoute = (
  <Routes>
    <Route path="/applications/:aadObjectId/:tab" element={<ApplicationDetailsPage />} />
  </Routes>
);
const one = (pattern: string) => new RegExp(`^${BASE.replace(/[/]/g, '\\/')}${pattern}$`);

afterEach(cleanup);

describe('ApplicationDetailsPage', { timeout: 30_000 }, () => {
  it("renames the application on the profile tab ('Application info saved')", async () => {
    const server = fakeServer([
      ['GET', one(''), application],
      ['PUT', one(''), { ...application, name: 'Export Robot 2' }],
    ]);
    renderWithApp(detailsRoute, { at: `/applications/${ID}/profile` });
    const name = (await screen.findByTestId('application-profile-name')) as HTMLInputElement;
    expect(name.value).toBe('Export Robot');
    expect((screen.getByTestId('application-profile-aad-object-id') as HTMLInputElement).value).toBe(ID);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('application-profile-save'));
    expect(await screen.findByText('Field cannot be empty')).toBeTruthy();
    expect(server.callsTo(one('')).filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Export Robot 2' } });
    fireEvent.click(screen.getByTestId('application-profile-save'));
    expect(await screen.findByText('Application info saved')).toBeTruthy();
    expect(server.callsTo(one('')).find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Export Robot 2' });
  });

  it('creates a secret and shows its value once with the dates, then revokes one after confirming', async () => {
    const created = secret({
      id: 's2',
      hint: 'Zz9y',
      description: 'Nightly',
      createdAt: '2026-02-01T08:00:00.000Z',
      expiresAt: '2026-07-31T08:00:00.000Z',
    });
    let secrets = [secret({})];
    const server = fakeServer([
      ['GET', one(''), application],
      ['GET', one('/secrets'), () => secrets],
      [
        'POST',
        one('/secrets'),
        () => {
          secrets = [created, ...secrets];
          return { secret: created, value: 'Zz9y-the-whole-secret-value' };
        },
      ],
      [
        'POST',
        one('/secrets/s1/revoke'),
        () =>
          secret({ status: 'revoked', revokedAt: '2026-02-02T08:00:00.000Z', abilities: { revoke: false } }),
      ],
    ]);
    renderWithApp(detailsRoute, { at: `/applications/${ID}/secrets` });
    const table = await screen.findByTestId('application-secrets-table');
    expect(await within(table).findByText('CI')).toBeTruthy();
    expect(
      within(table).getByText(
        // Creation and expiry in the list's date format (DD-MM-YYYY, HH:mm:ss) in local time.
        dayjs('2026-01-02T10:00:00.000Z').format('DD-MM-YYYY, HH:mm:ss'),
      ),
    ).toBeTruthy();
    expect(
      within(table).getByText(dayjs('2026-07-01T10:00:00.000Z').format('DD-MM-YYYY, HH:mm:ss')),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('application-secret-add'));
    fireEvent.change(await screen.findByTestId('new-application-secret-description'), {
      target: { value: ' Nightly ' },
    });
    fireEvent.click(screen.getByTestId('new-application-secret-submit'));
    const shown = await screen.findByTestId('application-secret-shown');
    expect((within(shown).getByTestId('application-secret-value') as HTMLInputElement).value).toBe(
      'Zz9y-the-whole-secret-value',
    );
    expect(server.callsTo(one('/secrets')).find((c) => c.method === 'POST')!.body).toEqual({
      description: 'Nightly',
    });
    fireEvent.click(within(shown).getByTestId('application-secret-shown-close'));
    expect(await within(table).findByText('Nightly')).toBeTruthy();
    // The list never carries the value, only its hint.
    expect(within(table).queryByText(/the-whole-secret-value/)).toBeNull();

    fireEvent.click(screen.getByTestId('application-secret-revoke-s1'));
    expect(server.callsTo(one('/secrets/s1/revoke'))).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('application-secret-revoke-confirm'));
    expect(await screen.findByText('Secret revoked')).toBeTruthy();
    expect(server.callsTo(one('/secrets/s1/revoke'))).toHaveLength(1);
  });

  it('lists role assignments by scope and hides what I may not do', async () => {
    fakeServer([
      [
        'GET',
        one(''),
        {
          ...application,
          abilities: { update: false, delete: false, manageSecrets: false, assignRoles: false },
        },
      ],
      [
        'GET',
        one('/role-assignments'),
        [
          {
            scope: '/engagements/e-1',
            scopeKind: 'engagement',
            scopeName: 'Payroll 2026',
            roles: [{ name: 'Engagement Consultant', abilities: { remove: false } }],
          },
        ],
      ],
      ['GET', one('/secrets'), [secret({ abilities: { revoke: false } })]],
    ]);
    renderWithApp(detailsRoute, { at: `/applications/${ID}/roles` });
    expect(await screen.findByText('Payroll 2026')).toBeTruthy();
    expect(screen.getByText('Engagement Consultant')).toBeTruthy();
    expect(screen.queryByTestId('application-role-add')).toBeNull();
    expect(screen.queryByTestId('application-role-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('application-tab-secrets'));
    expect(await screen.findByText('CI')).toBeTruthy();
    expect(screen.queryByTestId('application-secret-add')).toBeNull();
    expect(screen.queryByTestId('application-secret-revoke-s1')).toBeNull();
  });

  it('opens the shared add-role-assignment dialog for the application at /platform', async () => {
    const server = fakeServer([
      ['GET', one(''), application],
      ['GET', one('/role-assignments'), []],
      [
        'GET',
        /^\/api\/authorization\/assignable-roles$/,
        [{ name: 'Admin', scopeMask: '/platform', description: 'Everything' }],
      ],
      ['GET', /^\/api\/engagements\/mine$/, []],
    ]);
    renderWithApp(detailsRoute, { at: `/applications/${ID}/roles` });
    expect(await screen.findByText('No role assignments')).toBeTruthy();
    fireEvent.click(screen.getByTestId('application-role-add'));
    expect(await screen.findByText('Add role assignment for Export Robot')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(/assignable-roles$/)).toHaveLength(1));
    expect(server.callsTo(/assignable-roles$/)[0].url.searchParams.get('scope')).toBe('/platform');
  });

  it('says so when there is no such application', async () => {
    fakeServer([
      [
        'GET',
        one(''),
        problemAnswer(404, { title: 'Not Found', detail: 'There is no application with this object id.' }),
      ],
    ]);
    renderWithApp(detailsRoute, { at: `/applications/${ID}/profile` });
    expect(await screen.findByTestId('application-not-found')).toBeTruthy();
    expect(screen.getByText('There is no application with this object id.')).toBeTruthy();
  });
});
