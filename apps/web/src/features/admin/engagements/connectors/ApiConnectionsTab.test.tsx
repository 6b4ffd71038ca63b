// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiConnection, ApiConnectionList } from '@cairn/contracts';
import { problemAnswer } from '../../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../../../shared/testing/renderWithApp';
import { ApiConnectionsTab } from './ApiConnectionsTab';

const workday: ApiConnection = {
  apiName: 'Workday',
  version: 1,
  enabled: true,
  clientId: 'cairn-workday',
  clientSecretKeyName: 'workday.secret',
  tokenUrl: 'https://login.example.test/token',
  scope: 'api:read',
  grantType: 'client_credentials',
  responseType: 'token',
  clientSecretSet: true,
  updatedAt: '2026-01-02T10:00:00.000Z',
  updatedBy: 'Sue Super',
  abilities: { update: true, delete: true, test: true },
};
const list: ApiConnectionList = {
  results: [workday],
  availableApiNames: ['SuccessFactors', 'Adp'],
  abilities: { create: true },
};
const LIST = /^\/api\/engagements\/e-1\/api-connections$/;
const TEST = /^\/api\/engagements\/e-1\/api-connections\/Workday\/test$/;
const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

afterEach(cleanup);

describe('ApiConnectionsTab', { timeout: 30_000 }, () => {
  it('tests a connection and shows that a token was issued', async () => {
    const server = fakeServer([
      ['GET', LIST, list],
      ['POST', TEST, { success: true, message: 'A token was issued.', tokenType: 'Bearer', expiresIn: 600 }],
    ]);
    renderWithApp(<ApiConnectionsTab engagementId="e-1" />);
    expect(await screen.findByText('Workday')).toBeTruthy();
    expect(screen.getByTestId('api-connection-Workday-clientSecretSet').textContent).toBe('Set');
    fireEvent.click(screen.getByTestId('api-connection-Workday-test'));
    const result = await screen.findByTestId('api-connection-Workday-test-result');
    expect(within(result).getByText('The connection works')).toBeTruthy();
    expect(within(result).getByText('A token was issued.')).toBeTruthy();
    expect(server.callsTo(TEST)).toHaveLength(1);
  });

  it("shows the token endpoint's error when no token is issued", async () => {
    fakeServer([
      ['GET', LIST, list],
      ['POST', TEST, { success: false, message: 'invalid_client: client authentication failed' }],
    ]);
    renderWithApp(<ApiConnectionsTab engagementId="e-1" />);
    await screen.findByText('Workday');
    fireEvent.click(screen.getByTestId('api-connection-Workday-test'));
    const result = await screen.findByTestId('api-connection-Workday-test-result');
    expect(within(result).getByText('No token was issued')).toBeTruthy();
    expect(within(result).getByText('invalid_client: client authentication failed')).toBeTruthy();
  });

  it('offers a new connection an unused API name with the defaults, and reports a failed save', async () => {
    const server = fakeServer([
      ['GET', LIST, list],
      ['PUT', /\/api-connections\/SuccessFactors$/, problemAnswer(500, { title: 'Internal Server Error' })],
    ]);
    renderWithApp(<ApiConnectionsTab engagementId="e-1" />);
    await screen.findByText('Workday');
    fireEvent.click(screen.getByTestId('api-connection-new'));
    const card = screen.getAllByTestId(/^api-connection-local-\d+$/)[0];
    const prefix = card.dataset.testid!;
    expect(within(card).getByText('SuccessFactors')).toBeTruthy();
    expect(input(`${prefix}-grantType`).value).toBe('client_credentials');
    expect(input(`${prefix}-responseType`).value).toBe('token');
    fireEvent.click(screen.getByTestId(`${prefix}-save`));
    // antd validates the fields one after another: wait for all four, not the first.
    await waitFor(() => expect(within(card).getAllByText('This field is required')).toHaveLength(4));
    expect(server.callsTo(/\/api-connections\/SuccessFactors$/)).toEqual([]);
    fireEvent.change(input(`${prefix}-clientId`), { target: { value: 'sf' } });
    fireEvent.change(input(`${prefix}-scope`), { target: { value: 'read' } });
    fireEvent.change(input(`${prefix}-tokenUrl`), { target: { value: 'https://sf.example.test/token' } });
    fireEvent.change(input(`${prefix}-clientSecretKeyName`), { target: { value: 'sf.secret' } });
    fireEvent.click(screen.getByTestId(`${prefix}-save`));
    expect(await screen.findByText('Failed to save API connection configuration.')).toBeTruthy();
    expect(server.callsTo(/\/api-connections\/SuccessFactors$/)[0].body).toMatchObject({
      version: null,
      clientId: 'sf',
      grantType: 'client_credentials',
    });
  });
});
