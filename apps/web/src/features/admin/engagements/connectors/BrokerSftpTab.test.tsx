// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrokerList, BrokerSftpConfiguration } from '@cairn/contracts';
import { problemAnswer } from '../../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../../../shared/testing/renderWithApp';
import { BrokerSftpTab } from './BrokerSftpTab';

const acme: BrokerSftpConfiguration = {
  brokerId: 'Acme',
  version: 2,
  enabled: true,
  hostName: 'sftp.acme.test',
  userName: 'cairn',
  passwordKeyName: 'acme.password',
  sshKeyKeyName: '',
  port: 22,
  scanPath: '/outbox',
  fileFilters: [{ namePattern: '*.csv' }],
  passwordSet: true,
  sshKeySet: false,
  hostKeyFingerprint: null,
  updatedAt: '2026-01-02T10:00:00.000Z',
  updatedBy: 'Sue Super',
  abilities: { update: true, delete: true },
};
const list: BrokerList = { results: [acme], abilities: { create: true } };
const BROKERS = /^\/api\/engagements\/e-1\/brokers$/;
const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (
    el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : el.querySelector('input')
  ) as HTMLInputElement;
};
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
/** The card added by New: the one whose title says it is not saved. */
const newCard = () => screen.getAllByTestId(/^broker-local-\d+$/).at(-1)!;
const inNew = (field: string) => `${newCard().dataset.testid}-${field}`;

afterEach(cleanup);

describe('BrokerSftpTab', { timeout: 30_000 }, () => {
  it('shows saved brokers with their secrets as set or not set, never a value', async () => {
    fakeServer([['GET', BROKERS, list]]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByTestId('broker-Acme-passwordSet').textContent).toBe('Set');
    expect(screen.getByTestId('broker-Acme-sshKeySet').textContent).toBe('Not set');
    expect(input('broker-Acme-password').value).toBe('');
    expect(screen.getByText('Version 2')).toBeTruthy();
  });

  it("shows the server's trusted host key and resets the trust only after asking", async () => {
    const trusted = { ...acme, hostKeyFingerprint: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU' };
    const server = fakeServer([
      ['GET', BROKERS, { ...list, results: [trusted] }],
      ['DELETE', /^\/api\/engagements\/e-1\/brokers\/Acme\/host-key$/, null],
    ]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    expect((await screen.findByTestId('broker-Acme-hostKey')).textContent).toContain(
      trusted.hostKeyFingerprint,
    );
    fireEvent.click(screen.getByTestId('broker-Acme-hostKey-reset'));
    expect(await screen.findByText('Reset the trusted host key?')).toBeTruthy();
    expect(server.callsTo(/\/host-key$/)).toEqual([]);
    fireEvent.click(screen.getByTestId('broker-Acme-hostKey-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(/\/host-key$/).map((c) => c.method)).toEqual(['DELETE']));
  });

  it('says no host key is trusted before the first poll', async () => {
    fakeServer([['GET', BROKERS, list]]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    expect((await screen.findByTestId('broker-Acme-hostKey')).textContent).toBe(
      'Not connected yet: the key the server shows at the first poll will be trusted.',
    );
    expect(screen.queryByTestId('broker-Acme-hostKey-reset')).toBeNull();
  });

  it('keeps a new broker local: the rules of section 5, and deleting it unsaved calls nothing', async () => {
    const server = fakeServer([['GET', BROKERS, list]]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    await screen.findByText('Acme');
    fireEvent.click(screen.getByTestId('broker-new'));
    expect(within(newCard()).getByText('Not saved')).toBeTruthy();
    type(inNew('port'), '70000');
    fireEvent.click(screen.getByTestId(inNew('save')));
    // antd validates the fields one after another: wait for all four, not the first.
    await waitFor(() => expect(within(newCard()).getAllByText('This field is required')).toHaveLength(4));
    expect(
      within(newCard()).getAllByText('Please provide a password key name or an SSH key key name'),
    ).toHaveLength(2);
    type(inNew('brokerId'), 'aCME');
    fireEvent.blur(input(inNew('brokerId')));
    expect(await within(newCard()).findByText('This name already exists')).toBeTruthy();
    type(inNew('brokerId'), 'ab');
    fireEvent.blur(input(inNew('brokerId')));
    expect(await within(newCard()).findByText('Please enter at least 3 characters')).toBeTruthy();
    fireEvent.click(screen.getByTestId(inNew('delete')));
    await waitFor(() => expect(screen.queryAllByTestId(/^broker-local-\d+$/)).toHaveLength(0));
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves a new broker with its password as the first version', async () => {
    const created: BrokerSftpConfiguration = {
      ...acme,
      brokerId: 'Payroll',
      version: 1,
      hostName: 'sftp.payroll.test',
    };
    const server = fakeServer([
      ['GET', BROKERS, list],
      ['PUT', /^\/api\/engagements\/e-1\/brokers\/Payroll$/, created],
    ]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    await screen.findByText('Acme');
    fireEvent.click(screen.getByTestId('broker-new'));
    const prefix = newCard().dataset.testid!;
    type(`${prefix}-brokerId`, 'Payroll');
    type(`${prefix}-hostName`, 'sftp.payroll.test');
    type(`${prefix}-userName`, 'cairn');
    type(`${prefix}-scanPath`, '/outbox');
    type(`${prefix}-passwordKeyName`, 'acme.password');
    type(`${prefix}-password`, 'typed-secret');
    fireEvent.click(screen.getByTestId(`${prefix}-save`));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.callsTo(/\/brokers\/Payroll$/)[0].body).toEqual({
      version: null,
      enabled: true,
      hostName: 'sftp.payroll.test',
      userName: 'cairn',
      port: 22,
      scanPath: '/outbox',
      passwordKeyName: 'acme.password',
      sshKeyKeyName: '',
      fileFilters: [],
      password: 'typed-secret',
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('broker-Payroll')).getByText('Version 1')).toBeTruthy(),
    );
  });

  it("shows the spec's save failure above 300 and the server's field error under its field", async () => {
    fakeServer([
      ['GET', BROKERS, list],
      [
        'PUT',
        /^\/api\/engagements\/e-1\/brokers\/Acme$/,
        problemAnswer(400, {
          title: 'Bad Request',
          errors: [{ field: 'hostName', message: 'This field is required', key: 'thisFieldIsRequired' }],
        }),
      ],
    ]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    await screen.findByText('Acme');
    type('broker-Acme-port', '2222');
    fireEvent.click(screen.getByTestId('broker-Acme-save'));
    expect(await screen.findByText('Failed to save broker SFTP configuration.')).toBeTruthy();
    expect(await within(screen.getByTestId('broker-Acme')).findByText('This field is required')).toBeTruthy();
  });

  it('asks before deleting a saved broker, then deletes it', async () => {
    const server = fakeServer([
      ['GET', BROKERS, list],
      ['DELETE', /^\/api\/engagements\/e-1\/brokers\/Acme$/, null],
    ]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    await screen.findByText('Acme');
    fireEvent.click(screen.getByTestId('broker-Acme-delete'));
    expect(await screen.findByText('Delete this broker?')).toBeTruthy();
    expect(server.callsTo(/\/brokers\/Acme$/)).toEqual([]);
    fireEvent.click(screen.getByTestId('broker-delete-dialog-confirm'));
    expect(await screen.findByText('Configuration deleted')).toBeTruthy();
    expect(server.callsTo(/\/brokers\/Acme$/).map((c) => c.method)).toEqual(['DELETE']);
  });

  it('restores an earlier version from the history, not the newest', async () => {
    const history = [acme, { ...acme, version: 1, port: 2222, updatedBy: 'Cora' }];
    const server = fakeServer([
      ['GET', BROKERS, list],
      ['GET', /\/brokers\/Acme\/history$/, history],
      ['POST', /\/brokers\/Acme\/restore$/, { ...acme, version: 3, port: 2222 }],
    ]);
    renderWithApp(<BrokerSftpTab engagementId="e-1" />);
    await screen.findByText('Acme');
    fireEvent.click(screen.getByTestId('broker-Acme-history'));
    expect(await screen.findByText('Cora')).toBeTruthy();
    expect(screen.queryByTestId('broker-history-restore-2')).toBeNull();
    fireEvent.click(screen.getByTestId('broker-history-restore-1'));
    expect(await screen.findByText('Version 1 restored')).toBeTruthy();
    expect(server.callsTo(/\/restore$/)[0].body).toEqual({ version: 1 });
    await waitFor(() => expect(input('broker-Acme-port').value).toBe('2222'));
  });
});
