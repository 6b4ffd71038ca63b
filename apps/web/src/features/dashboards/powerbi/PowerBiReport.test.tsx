// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS, type EmbeddedDashboard } from '@cairn/contracts';
import { PowerBiReport } from './PowerBiReport';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';

const REPORT = '0f6f5a2e-3a55-4c3e-9a57-1f9cbd1d6c11';
const embedded: EmbeddedDashboard = {
  provider: 'powerbi',
  id: REPORT,
  name: 'Payroll costs',
  accessToken: 'embed-token-1',
  embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT}&groupId=g-1`,
};
const routes = engagementRoutes({
  features: ['Dashboards_PowerBi'],
  permissions: [PERMISSIONS.dashboardingPowerBiReader],
});

afterEach(cleanup);

describe('PowerBiReport', { timeout: 30_000 }, () => {
  it('embeds the report with its embedUrl, full screen when asked', async () => {
    const server = fakeServer([...routes, ['GET', new RegExp(`/dashboards/${REPORT}/embed$`), embedded]]);
    renderWithApp(<PowerBiReport reportId={REPORT} fullScreen />);
    const report = await screen.findByTestId('powerbi-report');
    expect(report.getAttribute('data-report-id')).toBe(REPORT);
    expect(report.getAttribute('data-full-screen')).toBe('true');
    expect(report.style.height).toBe('calc(100vh - 32px)');
    await waitFor(() =>
      expect(report.querySelector('iframe')?.getAttribute('src')).toContain(`reportId=${REPORT}`),
    );
    expect(server.callsTo(/\/embed$/)).toHaveLength(1);
  });

  it('says when the report cannot be loaded', async () => {
    fakeServer([
      ...routes,
      ['GET', /\/embed$/, problemAnswer(404, { title: 'Not Found', detail: 'Not found.' })],
    ]);
    renderWithApp(<PowerBiReport reportId={REPORT} />);
    expect((await screen.findByTestId('powerbi-report-error')).textContent).toContain(
      'The report could not be loaded.',
    );
  });

  it('says so when the Power BI client refuses the embed URL, instead of breaking the page', async () => {
    fakeServer([
      ...routes,
      ['GET', /\/embed$/, { ...embedded, embedUrl: 'http://127.0.0.1:9/reportEmbed?reportId=x' }],
    ]);
    renderWithApp(<PowerBiReport reportId={REPORT} />);
    const error = await screen.findByTestId('powerbi-report-error');
    expect(error.textContent).toContain('The report could not be loaded.');
    expect(error.textContent).toContain('Invalid embed URL');
  });
});
