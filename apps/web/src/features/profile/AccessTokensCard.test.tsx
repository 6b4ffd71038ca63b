// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AccessToken } from '@cairn/contracts';
import { buildAccessToken as token } from '../../shared/testing/factories';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { AccessTokensCard } from './AccessTokensCard';

const BASE = /^\/api\/profile\/access-tokens$/;
const ONE = /^\/api\/profile\/access-tokens\/[^/]+$/;

afterEach(cleanup);

describe('AccessTokensCard', { timeout: 30_000 }, () => {
  it('lists the tokens without secrets: never used, expired', async () => {
    fakeServer([
      [
        'GET',
        BASE,
        [
          token({}),
          token({
            id: 't2',
            name: 'Old CI',
            expired: true,
            lastUsedAt: '2026-01-03T10:00:00.000Z',
            scope: 'read',
            engagementIds: ['e1'],
          }),
        ],
      ],
    ]);
    renderWithApp(<AccessTokensCard />);
    const table = await screen.findByTestId('access-tokens-table');
    expect(await within(table).findByText('Laptop git')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).getByText('Expired')).toBeTruthy();
    expect(within(table).getByText('Read and write')).toBeTruthy();
    expect(within(table).getByText('Read only')).toBeTruthy();
    expect(within(table).getByText('Engagements: 1')).toBeTruthy();
  });

  it('creates a token and shows its secret once with the clone example; a missing name or scope is not sent', async () => {
    let tokens: AccessToken[] = [];
    const created = token({ id: 't3', name: 'Desk' });
    const server = fakeServer([
      ['GET', BASE, () => tokens],
      ['GET', /^\/api\/engagements\/mine$/, []],
      [
        'POST',
        BASE,
        () => {
          tokens = [created];
          return { token: created, secret: 'cairn_pat_the-whole-secret' };
        },
      ],
    ]);
    renderWithApp(<AccessTokensCard />);
    fireEvent.click(await screen.findByTestId('access-token-add'));
    fireEvent.click(await screen.findByTestId('new-access-token-submit'));
    expect(await screen.findByText('Field cannot be empty')).toBeTruthy();
    expect(await screen.findByText('Choose what the token may do')).toBeTruthy();
    expect(server.callsTo(BASE).filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('new-access-token-name'), { target: { value: '  Desk ' } });
    fireEvent.click(screen.getByText('Read only'));
    fireEvent.click(screen.getByTestId('new-access-token-submit'));
    const secret = (await screen.findByTestId('access-token-secret')) as HTMLInputElement;
    expect(secret.value).toBe('cairn_pat_the-whole-secret');
    expect(server.callsTo(BASE).find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Desk',
      expiresInDays: 90,
      scope: 'read',
      engagementIds: null,
    });
    expect(screen.getByTestId('access-token-clone-example').textContent).toMatch(
      /^git clone http:\/\/.+\/git\/<engagement-id>\.git$/,
    );
    expect(screen.getByText(/only time the token is shown/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('access-token-shown-close'));
    expect(await within(screen.getByTestId('access-tokens-table')).findByText('Desk')).toBeTruthy();
  });

  it('revokes a token after confirming, and keeps the dialog open with the error when refused', async () => {
    let refuse = true;
    const server = fakeServer([
      ['GET', BASE, [token({})]],
      [
        'DELETE',
        ONE,
        () =>
          refuse
            ? problemAnswer(404, { title: 'Not Found', detail: 'This access token does not exist.' })
            : {},
      ],
    ]);
    renderWithApp(<AccessTokensCard />);
    fireEvent.click(await screen.findByTestId('access-token-revoke-t1'));
    expect(await screen.findByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('access-token-revoke-confirm'));
    expect(await screen.findByTestId('access-token-revoke-error')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByTestId('access-token-revoke-confirm'));
    expect(await screen.findByText('Access token revoked')).toBeTruthy();
    expect(
      server
        .callsTo(ONE)
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url.pathname),
    ).toEqual(['/api/profile/access-tokens/t1', '/api/profile/access-tokens/t1']);
  });
});
