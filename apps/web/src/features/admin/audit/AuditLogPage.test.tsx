// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { AuditEvent } from '@cairn/contracts';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { AuditLogPage } from './AuditLogPage';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-03-01T13:05:09.000Z',
  principalType: 'User',
  actor: 'ann@example.test',
  action: 'SignIn.Local',
  target: 'ann@example.test',
  scope: null,
  tenantId: null,
  engagementId: null,
  engagementName: null,
  tenantName: null,
  targetName: null,
  outcome: 'success',
  status: 200,
  requestId: '0f8e2a8c-1111-4222-8333-944445555666',
  detail: null,
  ...over,
});
const page = (results: AuditEvent[]) => ({
  results,
  meta: { totalItems: results.length, page: 1, pageSize: 10 },
});
const LIST = /^\/api\/audit\/events$/;

afterEach(cleanup);

describe('AuditLogPage', { timeout: 30_000 }, () => {
  it('lists time (local, DD-MM-YYYY, HH:mm:ss), actor, action in words, target, scope, outcome and request id', async () => {
    const denied = event({
      id: '2',
      action: 'Access.Denied',
      actor: 'bob@example.test',
      target: 'POST /api/pipelines/engagements/e1/runs',
      scope: '/engagements/e1',
      engagementId: 'e1',
      engagementName: 'Payroll Analytics 2026',
      outcome: 'denied',
      status: 403,
      detail: { attempted: 'Run.Start' },
    });
    const failed = event({
      id: '3',
      principalType: 'Anonymous',
      actor: null,
      outcome: 'failure',
      status: 401,
    });
    fakeServer([['GET', LIST, page([denied, event({}), failed])]]);
    renderWithApp(<AuditLogPage />, { at: '/audit-log' });
    expect(await screen.findByText('POST /api/pipelines/engagements/e1/runs')).toBeTruthy();
    expect(screen.getByText('Access denied: Run started')).toBeTruthy();
    expect(screen.getAllByText('Sign-in with a password')).toHaveLength(2);
    expect(screen.getByText('bob@example.test')).toBeTruthy();
    // The scope by the engagement's name the server answered with the event.
    expect(await screen.findByText('Payroll Analytics 2026')).toBeTruthy();
    expect(screen.queryByText('/engagements/e1')).toBeNull();
    expect(screen.getByText('Not signed in')).toBeTruthy();
    const times = screen.getAllByTestId('audit-event-time').map((e) => e.textContent);
    expect(times[1]).toBe(dayjs('2026-03-01T13:05:09.000Z').format('DD-MM-YYYY, HH:mm:ss'));
    expect(screen.getAllByTestId('audit-event-outcome').map((e) => e.getAttribute('data-outcome'))).toEqual([
      'denied',
      'success',
      'failure',
    ]);
    expect(screen.getByText('Denied (403)')).toBeTruthy();
    expect(screen.getAllByText('0f8e2a8c')).toHaveLength(3);
    expect(screen.getByTestId('audit-events-count').getAttribute('data-count')).toBe('3');
  });

  it('names every action in words, never as a route, and keeps the code to filter by', async () => {
    fakeServer([
      [
        'GET',
        LIST,
        page([
          event({ id: '4', action: 'CurrentEngagement.Choose', target: null }),
          event({
            id: '5',
            action: 'Tenant.Update',
            target: 't1',
            targetName: 'Northwind',
            scope: '/tenants/t1',
            tenantId: 't1',
            tenantName: 'Northwind',
          }),
        ]),
      ],
    ]);
    renderWithApp(<AuditLogPage />, { at: '/audit-log' });
    expect(await screen.findByText('Current engagement chosen')).toBeTruthy();
    expect(screen.getByText('Tenant changed')).toBeTruthy();
    const actions = screen.getAllByTestId('audit-event-action');
    expect(actions.map((a) => a.getAttribute('data-action'))).toEqual([
      'CurrentEngagement.Choose',
      'Tenant.Update',
    ]);
    expect(actions.some((a) => /\/api\/|POST|PUT/.test(a.textContent ?? ''))).toBe(false);
    // Target and scope by the tenant's name.
    await waitFor(() => expect(screen.getAllByText('Northwind')).toHaveLength(2));
  });

  it('sends the filters of the address, and exports CSV for the same filters', async () => {
    const server = fakeServer([['GET', LIST, page([])]]);
    renderWithApp(<AuditLogPage />, {
      at: '/audit-log?actor=ann&scope=%2Ftenants%2Ft1&action=SignIn&from=2026-03-01&to=2026-03-02&page=1',
    });
    expect(await screen.findByText('No events match these filters.')).toBeTruthy();
    const from = dayjs('2026-03-01').startOf('day').toISOString();
    const to = dayjs('2026-03-02').endOf('day').toISOString();
    const query = server.callsTo(LIST)[0].url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      actor: 'ann',
      scope: '/tenants/t1',
      action: 'SignIn',
      from,
      to,
      sort: '-at',
    });
    const exportLink = new URL(screen.getByTestId('audit-export').getAttribute('href')!, 'http://x');
    expect(exportLink.pathname).toBe('/api/audit/events.csv');
    expect(Object.fromEntries(exportLink.searchParams)).toEqual({
      actor: 'ann',
      scope: '/tenants/t1',
      action: 'SignIn',
      from,
      to,
    });
    expect((screen.getByTestId('audit-filter-actor') as HTMLInputElement).value).toBe('ann');
  });

  it('applies a typed filter on Enter and goes back to the first page', async () => {
    const server = fakeServer([['GET', LIST, page([event({})])]]);
    renderWithApp(<AuditLogPage />, { at: '/audit-log?page=2' });
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(0));
    const action = screen.getByTestId('audit-filter-action');
    fireEvent.change(action, { target: { value: 'File.' } });
    // Typing alone asks nothing yet.
    expect(server.callsTo(LIST).some((c) => c.url.searchParams.get('action'))).toBe(false);
    fireEvent.keyDown(action, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        server
          .callsTo(LIST)
          .some(
            (c) => c.url.searchParams.get('action') === 'File.' && c.url.searchParams.get('page') === '1',
          ),
      ).toBe(true),
    );
    expect(
      new URL(screen.getByTestId('audit-export').getAttribute('href')!, 'http://x').searchParams.get(
        'action',
      ),
    ).toBe('File.');
  });
});
