// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PERMISSIONS, type Application } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp, pageOf, permissionsRoute } from '../../../shared/testing/renderWithApp';
import { ApplicationsOverviewPage } from './ApplicationsOverviewPage';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const NEW_ID = '33333333-3333-4333-8333-333333333333';
const all = { update: true, delete: true, manageSecrets: true, assignRoles: true };
const apps: Application[] = [
  {
    id: 'a1',
    name: 'Export Robot',
    aadObjectId: ID_1,
    disabled: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    abilities: all,
  },
  {
    id: 'a2',
    name: 'Locked Robot',
    aadObjectId: ID_2,
    disabled: false,
    createdAt: '2026-01-03T10:00:00.000Z',
    abilities: { ...all, update: false, delete: false },
  },
];
const page = (results: Application[]) => pageOf(results);
const writer = permissionsRoute([PERMISSIONS.usersReader, PERMISSIONS.usersWriter]);

afterEach(cleanup);

describe('ApplicationsOverviewPage', { timeout: 30_000 }, () => {
  it('lists applications with edit and delete icons gated by abilities, and deletes one after confirming', async () => {
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/applications$/, page(apps)],
      [
        'DELETE',
        new RegExp(`^/api/authorization/applications/${ID_1}$`),
        () => new Response(null, { status: 204 }),
      ],
    ]);
    renderWithApp(<ApplicationsOverviewPage />, { at: '/applications' });
    expect(await screen.findByText('Export Robot')).toBeTruthy();
    expect(screen.getByTestId('applications-count').getAttribute('data-count')).toBe('2');
    expect(screen.getByText(ID_2)).toBeTruthy();
    expect(screen.getByTestId(`application-edit-${ID_1}`)).toBeTruthy();
    expect(screen.queryByTestId(`application-edit-${ID_2}`)).toBeNull();
    expect(screen.queryByTestId(`application-delete-${ID_2}`)).toBeNull();
    expect(screen.getByTestId(`application-details-${ID_1}`).getAttribute('href')).toBe(
      `/applications/${ID_1}/profile`,
    );

    fireEvent.click(screen.getByTestId(`application-delete-${ID_1}`));
    const confirm = await screen.findByTestId('application-delete-confirm');
    expect(server.callsTo(/\/applications\/1111/)).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await screen.findByText('Application deleted')).toBeTruthy();
    expect(server.callsTo(new RegExp(`/applications/${ID_1}$`)).map((c) => c.method)).toEqual(['DELETE']);
  });

  it("creates an application: checks the GUID first, shows the server's 'already exists' under its field, then saves", async () => {
    let attempts = 0;
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/applications$/, page(apps)],
      [
        'POST',
        /^\/api\/authorization\/applications$/,
        () =>
          ++attempts === 1
            ? problemAnswer(400, {
                title: 'Bad Request',
                errors: [
                  {
                    field: 'aadObjectId',
                    message: 'An application with this object id already exists',
                    key: 'aadObjectIdNotAvailable',
                  },
                ],
              })
            : { ...apps[0], id: 'a3', name: 'New Robot', aadObjectId: NEW_ID },
      ],
    ]);
    renderWithApp(<ApplicationsOverviewPage />, { at: '/applications' });
    fireEvent.click(await screen.findByTestId('new-application-open'));
    fireEvent.change(await screen.findByTestId('new-application-name'), { target: { value: 'New Robot' } });
    fireEvent.change(screen.getByTestId('new-application-aad-object-id'), {
      target: { value: 'not-a-guid' },
    });
    fireEvent.click(screen.getByTestId('new-application-submit'));
    expect(await screen.findByText('Please provide a GUID')).toBeTruthy();
    const posts = () =>
      server.callsTo(/^\/api\/authorization\/applications$/).filter((c) => c.method === 'POST');
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('new-application-aad-object-id'), {
      target: { value: ` ${NEW_ID} ` },
    });
    fireEvent.click(screen.getByTestId('new-application-submit'));
    expect(await screen.findByText('An application with this object id already exists')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-application-submit'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(posts().at(-1)!.body).toEqual({ name: 'New Robot', aadObjectId: NEW_ID });
  });

  it("renames an application from the edit icon ('Application info saved')", async () => {
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/applications$/, page(apps)],
      [
        'PUT',
        new RegExp(`^/api/authorization/applications/${ID_1}$`),
        { ...apps[0], name: 'Export Robot 2' },
      ],
    ]);
    renderWithApp(<ApplicationsOverviewPage />, { at: '/applications' });
    fireEvent.click(await screen.findByTestId(`application-edit-${ID_1}`));
    const name = (await screen.findByTestId('edit-application-name')) as HTMLInputElement;
    expect(name.value).toBe('Export Robot');
    fireEvent.change(name, { target: { value: 'Export Robot 2' } });
    fireEvent.click(screen.getByTestId('edit-application-submit'));
    expect(await screen.findByText('Application info saved')).toBeTruthy();
    expect(server.callsTo(new RegExp(`/applications/${ID_1}$`))[0].body).toEqual({ name: 'Export Robot 2' });
  });

  it('hides New application without Users.Writer and shows the empty text when empty', async () => {
    fakeServer([
      permissionsRoute([PERMISSIONS.usersReader]),
      ['GET', /^\/api\/authorization\/applications$/, page([])],
    ]);
    renderWithApp(<ApplicationsOverviewPage />, { at: '/applications' });
    expect(await screen.findByText('No applications')).toBeTruthy();
    expect(screen.queryByTestId('new-application-open')).toBeNull();
    expect(within(screen.getByTestId('applications')).queryByRole('button', { name: /delete/i })).toBeNull();
  });
});
