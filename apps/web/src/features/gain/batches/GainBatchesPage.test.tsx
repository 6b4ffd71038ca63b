// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type GainBatchAnswer, type GainFxRates, type Paged } from '@cairn/contracts';
import { GainBatchesPage } from './GainBatchesPage';
import { GainFxRatesCard } from './GainFxRatesCard';
import { buildTablePreview } from '../../../shared/testing/factories';
import { ENGAGEMENT_ID } from '../../../shared/testing/renderWithApp';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';

const gain = () =>
  engagementRoutes({
    features: ['GAIN', 'Pipelines', 'Storage'],
    permissions: [PERMISSIONS.gainConfigurationImportReader],
  });
const batch = (over: Partial<GainBatchAnswer>): GainBatchAnswer => ({
  id: crypto.randomUUID(),
  batchId: '2026-01',
  processType: 'GainData',
  status: 4,
  statusMessage: null,
  createdAt: '2026-02-01T08:00:00.000Z',
  recordsReceivedFromClientAt: '2026-02-01T08:00:05.000Z',
  numRecordsReceivedFromClient: 120,
  recordsSentToGainAt: '2026-02-01T08:00:09.000Z',
  numRecordsSentToGain: 118,
  delivery: null,
  abilities: { retryDelivery: false },
  files: [],
  ...over,
});
const paged = (results: GainBatchAnswer[], totalItems = results.length): Paged<GainBatchAnswer> => ({
  results,
  meta: { totalItems, page: 1, pageSize: 20 },
});

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('GainBatchesPage', { timeout: 30_000 }, () => {
  it('shows a card per batch with its status, times and record counts', async () => {
    fakeServer([
      ...gain(),
      [
        'GET',
        /\/gain\/batches$/,
        paged([
          batch({
            batchId: '2026-02',
            status: 3,
            statusMessage: 'Row 4, column Amount: not a number',
            recordsSentToGainAt: null,
            numRecordsSentToGain: null,
          }),
          batch({}),
        ]),
      ],
    ]);
    renderWithApp(<GainBatchesPage />);

    const cards = await screen.findAllByTestId('gain-batch');
    expect(cards.map((c) => c.getAttribute('data-batch'))).toEqual(['2026-02', '2026-01']);
    const failed = within(cards[0]);
    expect(failed.getByTestId('gain-batch-status').getAttribute('data-status')).toBe('Failed');
    expect(failed.getByText('Failed')).toBeTruthy();
    // A missing time is a dash, a missing count is 0, each followed by 'records'.
    expect(failed.getByTestId('gain-batch-sent').textContent).toBe('- · 0 records');
    const sent = within(cards[1]);
    expect(sent.getByTestId('gain-batch-process-type').textContent).toBe('Gain data');
    expect(sent.getByText('Sent to Gain', { selector: '.ant-tag' })).toBeTruthy();
    expect(sent.getByTestId('gain-batch-received').textContent).toMatch(
      /^2026-02-01 \d\d:00:05 · 120 records$/,
    );
    expect(sent.getByTestId('gain-batch-sent').textContent).toMatch(/^2026-02-01 \d\d:00:09 · 118 records$/);
    // Sent with the warehouse as the target: nothing left Cairn; a failed batch has no delivery yet.
    expect(sent.getByTestId('gain-batch-delivery').textContent).toBe('Not delivered outside Cairn');
    expect(failed.getByTestId('gain-batch-delivery').textContent).toBe('-');

    // The status message is the label's tooltip.
    fireEvent.mouseEnter(failed.getByTestId('gain-batch-status'));
    expect(await screen.findByText('Row 4, column Amount: not a number')).toBeTruthy();
  });

  it('shows the delivery with the receiver’s answer, and retries a failed one after confirmation', async () => {
    const failed = batch({
      id: '0b7f3a4e-0000-4000-8000-000000000001',
      batchId: '2026-03',
      status: 2,
      delivery: {
        state: 'Failed',
        target: 'ApiConnection Workday https://gain.example.test/batches/2026-03',
        at: '2026-02-01T08:00:10.000Z',
        answer: 'HTTP 400: column name is unknown',
        attempts: 1,
      },
      abilities: { retryDelivery: true },
    });
    const server = fakeServer([
      ...gain(),
      ['GET', /\/gain\/batches$/, paged([failed])],
      [
        'POST',
        /\/retry-delivery$/,
        { ...failed, status: 4, delivery: { ...failed.delivery!, state: 'Delivered', answer: 'HTTP 201' } },
      ],
    ]);
    renderWithApp(<GainBatchesPage />);
    const delivery = await screen.findByTestId('gain-batch-delivery');
    expect(delivery.getAttribute('data-state')).toBe('Failed');
    expect(within(delivery).getByText('Delivery failed')).toBeTruthy();
    expect(within(delivery).getByTestId('gain-batch-delivery-answer').textContent).toBe(
      'Answer: HTTP 400: column name is unknown',
    );
    fireEvent.click(within(delivery).getByTestId('gain-batch-retry-delivery'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry delivery', hidden: false }));
    await waitFor(() => expect(server.callsTo(/\/retry-delivery$/)).toHaveLength(1));
    expect(server.callsTo(/\/retry-delivery$/)[0].url.pathname).toContain(
      '/gain/batches/0b7f3a4e-0000-4000-8000-000000000001/retry-delivery',
    );
  });

  it('says noBatchDetails when there are none', async () => {
    fakeServer([...gain(), ['GET', /\/gain\/batches$/, paged([])]]);
    renderWithApp(<GainBatchesPage />);
    expect(await screen.findByTestId('gain-batches-empty')).toBeTruthy();
    expect(screen.getByText('No batch details')).toBeTruthy();
  });

  it('refreshes while a batch waits for its run', async () => {
    let answers = 0;
    fakeServer([
      ...gain(),
      [
        'GET',
        /\/gain\/batches$/,
        () => {
          answers += 1;
          return paged([batch(answers === 1 ? { status: 0, recordsReceivedFromClientAt: null } : {})]);
        },
      ],
    ]);
    renderWithApp(<GainBatchesPage />);
    const status = await screen.findByTestId('gain-batch-status');
    expect(status.getAttribute('data-status')).toBe('Waiting');
    await waitFor(
      () => expect(screen.getByTestId('gain-batch-status').getAttribute('data-status')).toBe('SentToGain'),
      { timeout: 8000 },
    );
  });
});

describe('GainFxRatesCard', { timeout: 30_000 }, () => {
  it('shows the FX rate tables the last FX-rate run loaded, or says there are none', async () => {
    const rates: GainFxRates = {
      configurationVersion: 2,
      tables: [
        {
          targetTableName: 'fx_rates',
          preview: buildTablePreview('gain', 'fx_rates', { currency: 'VARCHAR', rate: 'DOUBLE' }, [
            ['EUR', 1],
            ['USD', 1.08],
          ]),
        },
        { targetTableName: 'fx_history', preview: null },
      ],
    };
    fakeServer([...gain(), ['GET', /\/gain\/fx-rates$/, rates]]);
    renderWithApp(<GainFxRatesCard engagementId={ENGAGEMENT_ID} />);
    const table = await screen.findByTestId('gain-fx-rates-table');
    expect(table.getAttribute('data-table')).toBe('fx_rates');
    expect(within(table).getByText('USD')).toBeTruthy();
    expect(within(table).getByText('1.08')).toBeTruthy();
    expect(within(table).getByTestId('gain-fx-rates-count').getAttribute('data-count')).toBe('2');
    cleanup();

    fakeServer([...gain(), ['GET', /\/gain\/fx-rates$/, { configurationVersion: 0, tables: [] }]]);
    renderWithApp(<GainFxRatesCard engagementId={ENGAGEMENT_ID} />);
    expect(await screen.findByTestId('gain-fx-rates-empty')).toBeTruthy();
  });
});
