// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { problemAnswer } from '../../../../shared/testing/problemAnswer';
import { chooseOption } from '../../../../shared/testing/chooseOption';
import { fakeServer, pageOf, renderWithApp, type Call } from '../../../../shared/testing/renderWithApp';
import { TenantPrincipalAddDialog } from './TenantPrincipalAddDialog';

const TENANT = 't-1';
/** A user far beyond any first page: the server finds her by the search, the dialog never lists 5,000. */
const LAST = { id: 'u-5000', name: 'Zoe Last', email: 'zoe.last@example.test', disabled: false };
const roles = [{ name: 'Super User', scopeMask: '/tenants/{tenantId}', description: 'a tenant' }];

const usersRoute = (call: Call) => {
  const search = call.url.searchParams.get('search') ?? '';
  return pageOf(search && LAST.email.includes(search) ? [LAST] : [], 20);
};
/** GET /users/{email}: only LAST exists. */
const userRoute = (call: Call) =>
  decodeURIComponent(call.url.pathname).endsWith(`/${LAST.email}`)
    ? { ...LAST }
    : problemAnswer(404, { title: 'Not Found', detail: 'There is no user with this e-mail address.' });

function server() {
  return fakeServer([
    ['GET', /^\/api\/authorization\/users$/, usersRoute],
    ['GET', /^\/api\/authorization\/users\/[^/]+$/, userRoute],
    ['GET', /^\/api\/authorization\/assignable-roles$/, roles],
    ['POST', /^\/api\/authorization\/users$/, { user: { name: 'New Person' }, signIn: { kind: 'oidc' } }],
    ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
  ]);
}

const principal = () => within(screen.getByTestId('tenant-add-principal')).getByRole('combobox');
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
const type = (text: string) => {
  fireEvent.mouseDown(principal());
  fireEvent.change(principal(), { target: { value: text } });
};

afterEach(cleanup);

describe('TenantPrincipalAddDialog', { timeout: 30_000 }, () => {
  it('finds a user beyond the first page by the search and offers no "create" for her e-mail', async () => {
    const fake = server();
    const onSaved = vi.fn();
    renderWithApp(
      <TenantPrincipalAddDialog
        open
        tenantId={TENANT}
        principalType="User"
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    type(LAST.email);
    await waitFor(() => expect(optionTexts()).toEqual([`Zoe Last (${LAST.email})`]));
    // The server was asked whether the exact address exists, and it does: no offer to create it.
    await waitFor(() =>
      expect(fake.callsTo(/\/users\/zoe\.last%40example\.test$/).length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(`Create new user ${LAST.email}`)).toBeNull();
    await chooseOption(screen.getByTestId('tenant-add-principal'), `Zoe Last (${LAST.email})`);
    await chooseOption(screen.getByTestId('tenant-add-roles'), 'Super User');
    expect(screen.queryByTestId('tenant-add-name')).toBeNull();
    fireEvent.click(screen.getByTestId('tenant-add-user-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.callsTo(/^\/api\/authorization\/users$/).filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(fake.callsTo(/role-assignments$/)[0].body).toEqual([
      {
        principalId: LAST.email,
        principalType: 'User',
        roleName: 'Super User',
        scope: '/tenants/t-1',
        action: 'Add',
      },
    ]);
  });

  it('offers to create a user only when the server has nobody of that exact e-mail, then asks the name', async () => {
    const fake = server();
    const onSaved = vi.fn();
    renderWithApp(
      <TenantPrincipalAddDialog
        open
        tenantId={TENANT}
        principalType="User"
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    // A prefix of Zoe's address matches her: still no offer (it is no whole e-mail, and hers exists).
    type('zoe.last@example.te');
    await waitFor(() => expect(optionTexts()).toEqual([`Zoe Last (${LAST.email})`]));
    type('New.Person@Example.test');
    await chooseOption(screen.getByTestId('tenant-add-principal'), 'Create new user new.person@example.test');
    fireEvent.change(await screen.findByTestId('tenant-add-name'), { target: { value: 'New Person' } });
    await chooseOption(screen.getByTestId('tenant-add-roles'), 'Super User');
    fireEvent.click(screen.getByTestId('tenant-add-user-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const created = fake.callsTo(/^\/api\/authorization\/users$/).filter((c) => c.method === 'POST');
    expect(created.map((c) => c.body)).toMatchObject([
      { name: 'New Person', email: 'new.person@example.test' },
    ]);
  });
});
