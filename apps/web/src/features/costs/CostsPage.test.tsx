// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { PERMISSIONS, type Costs } from '@cairn/contracts';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from '../../shared/testing/renderWithApp';
import { CostsPage } from './CostsPage';
import { estimatedEnd } from './dialogs/StopCostSavingDialog';

const eur = (amount: number) => ({ currency: 'EUR', amount });
const costs: Costs = {
  tenantId: 't-1',
  tenants: [
    { id: 't-1', name: 'Tenant' },
    { id: 't-2', name: 'Second tenant' },
  ],
  provider: 'local',
  currency: 'EUR',
  monthStart: '2026-11-01',
  rows: [
    {
      resourcePath: 'Payroll Analytics 2026/pipelines',
      resourceName: 'pipeline runs',
      resourceType: 'Pipelines',
      engagementId: 'e-1',
      lastMonth: eur(3),
      monthToDate: eur(0.6),
      details: [
        {
          meter: 'pipeline.seconds',
          unit: 'hours',
          lastMonthQuantity: 10,
          monthToDateQuantity: 2,
          lastMonth: eur(3),
          monthToDate: eur(0.6),
        },
      ],
    },
    {
      resourcePath: 'Tenant/PowerBIEmbedded',
      resourceName: 'nletppbi01',
      resourceType: 'PowerBIEmbedded',
      engagementId: null,
      lastMonth: 'N/A',
      monthToDate: 'N/A',
      details: [],
    },
  ],
  summary: { lastMonth: eur(3), monthToDate: eur(0.6) },
  tenant: { stoppedUntil: null, abilities: { stopCostSaving: true } },
  engagements: [
    { id: 'e-1', name: 'Payroll Analytics 2026', stoppedUntil: null, abilities: { stopCostSaving: true } },
    { id: 'e-2', name: 'Read only', stoppedUntil: null, abilities: { stopCostSaving: false } },
  ],
  pauseStates: [
    {
      resourceName: 'nletpaas01',
      resourceType: 'AnalysisServices',
      engagementId: null,
      state: 'Failed',
      message: 'Resource Manager refused suspend of nletpaas01: Conflict: Another operation is in progress.',
      changedAt: '2026-11-23T19:00:05Z',
    },
    {
      resourceName: 'nletppbi01',
      resourceType: 'PowerBIEmbedded',
      engagementId: null,
      state: 'Pausing',
      message: null,
      changedAt: '2026-11-23T19:00:04Z',
    },
  ],
};

const routes = (answer: unknown, extra: Route[] = []): Route[] => [
  ...engagementRoutes({ permissions: [PERMISSIONS.infraCostsReader] }),
  ['GET', /^\/api\/costs$/, answer],
  ...extra,
];

afterEach(cleanup);

describe('CostsPage', () => {
  it("shows each resource's costs, 'N/A' as the na text, the summary, the details and the chart", async () => {
    const server = fakeServer(routes(costs));
    renderWithApp(<CostsPage />, { at: '/costs' });
    const table = await screen.findByTestId('costs-table');
    const pipelines = await within(table).findByText('Payroll Analytics 2026/pipelines');
    const row = pipelines.closest('tr')!;
    expect(within(row).getByTestId('costs-last-month').textContent).toMatch(/3\.00/);
    const powerBi = within(table).getByText('Tenant/PowerBIEmbedded').closest('tr')!;
    expect(within(powerBi).getByTestId('costs-last-month').textContent).toBe('N/A');
    expect(within(powerBi).getByTestId('costs-month-to-date').textContent).toBe('N/A');
    expect(screen.getByTestId('costs-summary-month-to-date').textContent).toMatch(/0\.60/);
    // The chart draws the resources with a month-to-date amount only.
    expect(screen.getAllByTestId('costs-chart-bar').map((b) => b.getAttribute('data-amount'))).toEqual([
      '0.6',
    ]);
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const details = await screen.findByTestId('costs-details');
    expect(within(details).getByText('Pipeline runs')).toBeTruthy();
    expect(within(details).getByText('10 hours')).toBeTruthy();
    // The tenant of the selected engagement is asked for; several tenants offer a selector.
    expect(server.callsTo(/^\/api\/costs$/)[0].url.searchParams.get('tenantId')).toBe('t-1');
    expect(screen.getByTestId('costs-tenant-select')).toBeTruthy();
    expect(screen.queryByTestId('costs-stop-cost-saving-e-2')).toBeNull();
  });

  it("shows what auto-pause did per resource, with Azure's message on failure", async () => {
    fakeServer(routes(costs));
    renderWithApp(<CostsPage />, { at: '/costs' });
    const table = await screen.findByTestId('cost-pause-states');
    const failed = within(table).getByText('nletpaas01').closest('tr')!;
    expect(within(failed).getByTestId('cost-pause-state').textContent).toBe('Failed');
    expect(within(failed).getByTestId('cost-pause-message').textContent).toMatch(
      /Conflict: Another operation is in progress/,
    );
    const pausing = within(table).getByText('nletppbi01').closest('tr')!;
    expect(within(pausing).getByTestId('cost-pause-state').textContent).toBe('Pausing');
    expect(within(pausing).queryByTestId('cost-pause-message')).toBeNull();
  });

  it('shows noCosts when the tenant has no costs, and no chart', async () => {
    fakeServer(
      routes({
        ...costs,
        tenants: [costs.tenants[0]],
        rows: [],
        summary: { lastMonth: 'N/A', monthToDate: 'N/A' },
      }),
    );
    renderWithApp(<CostsPage />, { at: '/costs' });
    expect((await screen.findByTestId('costs-empty')).textContent).toBe('No costs');
    expect(screen.queryByTestId('costs-chart')).toBeNull();
    expect(screen.queryByTestId('costs-summary')).toBeNull();
    expect(screen.queryByTestId('costs-tenant-select')).toBeNull();
  });
});

describe('StopCostSavingDialog', () => {
  it('estimates the end time as HH:mm, and none while a field is out of range', () => {
    const now = new Date(2026, 10, 23, 22, 50);
    expect(estimatedEnd(now, { hours: 1, minutes: 0 })).toBe('23:50');
    expect(estimatedEnd(now, { hours: 2, minutes: 30 })).toBe('01:20');
    expect(estimatedEnd(now, { hours: 11, minutes: 0 })).toBeNull();
    expect(estimatedEnd(now, { hours: 1, minutes: 61 })).toBeNull();
    expect(estimatedEnd(now, { hours: 1 })).toBeNull();
  });

  const open = async (extra: Route[]) => {
    const server = fakeServer(routes(costs, extra));
    renderWithApp(<CostsPage />, { at: '/costs' });
    fireEvent.click(await screen.findByTestId('costs-stop-cost-saving-e-1'));
    await screen.findByTestId('stop-cost-saving-hours');
    return server;
  };
  const endShown = () => screen.getByTestId('stop-cost-saving-end').getAttribute('data-end');
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('starts at 1 h 0 min, updates the end time as the user types, and stops cost saving for the engagement', async () => {
    const until = dayjs().add(150, 'minute').toISOString();
    const server = await open([
      ['POST', /^\/api\/costs\/engagements\/e-1\/stop-cost-saving$/, { stoppedUntil: until }],
    ]);
    expect((screen.getByTestId('stop-cost-saving-hours') as HTMLInputElement).value).toBe('1');
    expect((screen.getByTestId('stop-cost-saving-minutes') as HTMLInputElement).value).toBe('0');
    // The end time is shown once the dialog has rendered its fields' values (slow under load).
    await waitFor(() =>
      expect([
        dayjs().add(60, 'minute').format('HH:mm'),
        dayjs().add(61, 'minute').format('HH:mm'),
      ]).toContain(endShown()),
    );
    type('stop-cost-saving-hours', '2');
    type('stop-cost-saving-minutes', '30');
    await waitFor(() =>
      expect([
        dayjs().add(150, 'minute').format('HH:mm'),
        dayjs().add(151, 'minute').format('HH:mm'),
      ]).toContain(endShown()),
    );
    fireEvent.click(screen.getByTestId('stop-cost-saving-submit'));
    await waitFor(() => expect(server.callsTo(/stop-cost-saving$/)).toHaveLength(1));
    expect(server.callsTo(/stop-cost-saving$/)[0].body).toEqual({ hours: 2, minutes: 30 });
    expect(await screen.findByText(`Cost saving stopped until ${dayjs(until).format('HH:mm')}`)).toBeTruthy();
  });

  it('shows stopCostSavingFailed when the server refuses', async () => {
    await open([
      [
        'POST',
        /^\/api\/costs\/engagements\/e-1\/stop-cost-saving$/,
        problemAnswer(500, { title: 'Internal Server Error', errorId: 'x-1' }),
      ],
    ]);
    fireEvent.click(screen.getByTestId('stop-cost-saving-submit'));
    expect(
      await screen.findByText('Failed to disable cost saving functionality, please try again'),
    ).toBeTruthy();
    expect(screen.getByTestId('stop-cost-saving-hours')).toBeTruthy(); // the dialog stays open
  });
});
