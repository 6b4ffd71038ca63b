// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS, type DashboardCapacityStatus, type DashboardCapacityTool } from '@cairn/contracts';
import { CapacityToggles } from './CapacityToggles';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Route,
} from '../../../shared/testing/renderWithApp';

const BOTH = ['Dashboards_PowerBi', 'Dashboards_AnalysisServices'] as const;
const writer = [PERMISSIONS.dashboardingPowerBiReader, PERMISSIONS.dashboardingPowerBiWriter];

function status(tool: DashboardCapacityTool, state: string, write = true): DashboardCapacityStatus {
  const display = ['Succeeded', 'Online'].includes(state)
    ? 'active'
    : ['Pausing', 'Resuming', 'Suspending'].includes(state)
      ? 'transition'
      : 'other';
  return { tool, state, display, abilities: { suspend: write, resume: write } };
}

/** The server's capacities, whose states the test moves on. */
function capacityRoutes(states: Record<DashboardCapacityTool, string>, write = true): Route[] {
  return [
    ['GET', /\/dashboards\/capacities\/PowerBi$/, () => status('PowerBi', states.PowerBi, write)],
    [
      'GET',
      /\/dashboards\/capacities\/AnalysisServices$/,
      () => status('AnalysisServices', states.AnalysisServices, write),
    ],
    [
      'POST',
      /\/dashboards\/capacities\/PowerBi\/suspend$/,
      () => status('PowerBi', (states.PowerBi = 'Pausing')),
    ],
    [
      'POST',
      /\/dashboards\/capacities\/PowerBi\/resume$/,
      () => status('PowerBi', (states.PowerBi = 'Resuming')),
    ],
  ];
}

const toggle = (tool: DashboardCapacityTool) => screen.getByTestId(`capacity-toggle-${tool}`);
const shown = (tool: DashboardCapacityTool) => screen.getByTestId(`capacity-${tool}`);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('CapacityToggles', { timeout: 30_000 }, () => {
  it('turns Power BI off: Pausing at once, suspend called, polled every 5000 ms with a toast until Paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = { PowerBi: 'Succeeded', AnalysisServices: 'Online' };
    const server = fakeServer([
      ...engagementRoutes({ features: [...BOTH], permissions: writer }),
      ...capacityRoutes(states),
    ]);
    renderWithApp(<CapacityToggles provider="powerbi" />);
    await waitFor(() => expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('true'));
    expect(toggle('AnalysisServices').getAttribute('aria-checked')).toBe('true');
    const gets = () => server.callsTo(/\/capacities\/PowerBi$/).filter((c) => c.method === 'GET').length;
    expect(gets()).toBe(1);

    fireEvent.click(toggle('PowerBi'));
    await waitFor(() => expect(shown('PowerBi').getAttribute('data-state')).toBe('Pausing'));
    expect(server.callsTo(/\/capacities\/PowerBi\/suspend$/)).toHaveLength(1);
    expect(server.callsTo(/\/capacities\/PowerBi\/resume$/)).toHaveLength(0);
    expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('capacity-state-PowerBi').textContent).toBe('Pausing…');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(gets()).toBe(2));
    expect(await screen.findByText('Checking the Power BI status…')).toBeTruthy();

    states.PowerBi = 'Paused';
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(shown('PowerBi').getAttribute('data-state')).toBe('Paused'));
    expect(gets()).toBe(3);
    expect(shown('PowerBi').getAttribute('data-display')).toBe('other');
    // Out of transition: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(gets()).toBe(3);
    // Analysis Services was never polled beyond its first read.
    expect(server.callsTo(/\/capacities\/AnalysisServices$/)).toHaveLength(1);
  });

  it('where Cairn keeps the dashboards, shows one switch named for them and no Analysis Services', async () => {
    fakeServer([
      ...engagementRoutes({ features: [...BOTH], permissions: writer }),
      ...capacityRoutes({ PowerBi: 'Succeeded', AnalysisServices: 'Online' }),
    ]);
    renderWithApp(<CapacityToggles provider="cairn" />);
    await waitFor(() => expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('true'));
    expect(toggle('PowerBi').getAttribute('aria-label')).toBe('Dashboards');
    expect(screen.queryByTestId('capacity-AnalysisServices')).toBeNull();
  });

  it('turns it on: Resuming at once and resume called', async () => {
    const states = { PowerBi: 'Paused', AnalysisServices: 'Online' };
    const server = fakeServer([
      ...engagementRoutes({ features: [...BOTH], permissions: writer }),
      ...capacityRoutes(states),
    ]);
    renderWithApp(<CapacityToggles provider="powerbi" />);
    await waitFor(() => expect(shown('PowerBi').getAttribute('data-state')).toBe('Paused'));
    expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle('PowerBi'));
    await waitFor(() => expect(shown('PowerBi').getAttribute('data-state')).toBe('Resuming'));
    expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('true');
    expect(server.callsTo(/\/capacities\/PowerBi\/resume$/)).toHaveLength(1);
  });

  it('polls from page load when already in transition, and stops when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = { PowerBi: 'Succeeded', AnalysisServices: 'Resuming' };
    const server = fakeServer([
      ...engagementRoutes({ features: [...BOTH], permissions: writer }),
      ...capacityRoutes(states),
    ]);
    const view = renderWithApp(<CapacityToggles provider="powerbi" />);
    const gets = () => server.callsTo(/\/capacities\/AnalysisServices$/).length;
    await waitFor(() => expect(shown('AnalysisServices').getAttribute('data-state')).toBe('Resuming'));
    // In transition the switch waits for the end.
    expect(toggle('AnalysisServices').hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(gets()).toBe(2));
    expect(await screen.findByText('Checking the Analysis Services status…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(gets()).toBe(3));

    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(gets()).toBe(3);
    expect(server.callsTo(/\/capacities\/PowerBi$/)).toHaveLength(1);
  });

  it('stops polling while the browser tab is hidden and starts again when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = { PowerBi: 'Succeeded', AnalysisServices: 'Resuming' };
    const server = fakeServer([
      ...engagementRoutes({ features: [...BOTH], permissions: writer }),
      ...capacityRoutes(states),
    ]);
    renderWithApp(<CapacityToggles provider="powerbi" />);
    const gets = () => server.callsTo(/\/capacities\/AnalysisServices$/).length;
    await waitFor(() => expect(shown('AnalysisServices').getAttribute('data-state')).toBe('Resuming'));
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      act(() => setVisibility('hidden'));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(gets()).toBe(1);
      act(() => setVisibility('visible'));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(gets()).toBe(2));
    } finally {
      setVisibility('visible');
    }
  });

  it('lets readers see but not toggle, and shows Analysis Services only with its pages', async () => {
    fakeServer([
      ...engagementRoutes({
        features: ['Dashboards_PowerBi'],
        permissions: [PERMISSIONS.dashboardingPowerBiReader],
      }),
      ...capacityRoutes({ PowerBi: 'Succeeded', AnalysisServices: 'Online' }, false),
    ]);
    renderWithApp(<CapacityToggles provider="powerbi" />);
    await waitFor(() => expect(toggle('PowerBi').getAttribute('aria-checked')).toBe('true'));
    expect(toggle('PowerBi').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('capacity-AnalysisServices')).toBeNull();
  });
});
