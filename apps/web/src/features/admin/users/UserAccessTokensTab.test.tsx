// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDetail } from '@cairn/contracts';
import { buildAccessToken } from '../../../shared/testing/factories';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { UserAccessTokensTab } from './UserAccessTokensTab';

const TOKENS = /^\/api\/authorization\/users\/nora%40example\.test\/access-tokens$/;
const ONE = /^\/api\/authorization\/users\/nora%40example\.test\/access-tokens\/t1$/;
const token = buildAccessToken({ scope: 'read' });
const user = (update: boolean) =>
  ({
    email: 'nora@example.test',
    name: 'Nora North',
    abilities: { update, activate: update, createPasswordLink: update, assignRoles: update },
  }) as UserDetail;

afterEach(cleanup);

describe('UserAccessTokensTab', { timeout: 30_000 }, () => {
  it("lists a user's tokens and revokes one after asking", async () => {
    const server = fakeServer([
      ['GET', TOKENS, [token]],
      ['DELETE', ONE, null],
    ]);
    renderWithApp(<UserAccessTokensTab user={user(true)} />);
    const table = await screen.findByTestId('user-access-tokens-table');
    expect(await within(table).findByText('Laptop git')).toBeTruthy();
    fireEvent.click(screen.getByTestId('access-token-revoke-t1'));
    expect(server.callsTo(ONE)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.callsTo(ONE).map((c) => c.method)).toEqual(['DELETE']));
  });

  it('shows the tokens without Revoke to whoever may not change users', async () => {
    fakeServer([['GET', TOKENS, [token]]]);
    renderWithApp(<UserAccessTokensTab user={user(false)} />);
    expect(await screen.findByText('Laptop git')).toBeTruthy();
    expect(screen.queryByTestId('access-token-revoke-t1')).toBeNull();
  });
});
