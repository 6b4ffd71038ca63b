// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ConnectorsConfiguration } from '@cairn/contracts';
import { fakeServer, renderWithApp } from '../../../../shared/testing/renderWithApp';
import { ConnectorsConfigurationForm } from './ConnectorsConfigurationForm';

const configuration: ConnectorsConfiguration = {
  connectors: [{ connector: 'Sftp', environment: 'Production', configuration: '{"Host":"sftp.test"}' }],
  availableConnectors: ['Sftp', 'RestApi'],
  environments: ['Test', 'Production'],
  updatedAt: '2026-01-02T10:00:00.000Z',
  abilities: { update: true },
};
const CONNECTORS = /^\/api\/engagements\/e-1\/connectors$/;
const textarea = (testId: string) => screen.getByTestId(testId) as HTMLTextAreaElement;

afterEach(cleanup);

describe('ConnectorsConfigurationForm', { timeout: 30_000 }, () => {
  it('checks the configuration JSON, then saves the whole list', async () => {
    const server = fakeServer([
      ['GET', CONNECTORS, configuration],
      ['PUT', CONNECTORS, configuration],
    ]);
    renderWithApp(<ConnectorsConfigurationForm engagementId="e-1" />);
    await waitFor(() => expect(textarea('connector-0-configuration').value).toBe('{"Host":"sftp.test"}'));
    fireEvent.change(textarea('connector-0-configuration'), { target: { value: '{"Host":' } });
    fireEvent.blur(textarea('connector-0-configuration'));
    expect(await screen.findByText('Invalid json')).toBeTruthy();
    fireEvent.click(screen.getByTestId('connectors-save'));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.callsTo(CONNECTORS).filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(textarea('connector-0-configuration'), { target: { value: '{"Host":"other"}' } });
    fireEvent.click(screen.getByTestId('connectors-save'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.callsTo(CONNECTORS).find((c) => c.method === 'PUT')?.body).toEqual({
      connectors: [{ connector: 'Sftp', environment: 'Production', configuration: '{"Host":"other"}' }],
    });
  });

  it('requires connector and environment of a new entry', async () => {
    const server = fakeServer([['GET', CONNECTORS, { ...configuration, connectors: [] }]]);
    renderWithApp(<ConnectorsConfigurationForm engagementId="e-1" />);
    expect(await screen.findByText('No connectors configured')).toBeTruthy();
    fireEvent.click(screen.getByTestId('connector-new'));
    fireEvent.click(screen.getByTestId('connectors-save'));
    // antd validates the fields one after another: wait for both, not the first.
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows the configuration read-only without Connectors Configuration Writer', async () => {
    fakeServer([['GET', CONNECTORS, { ...configuration, abilities: { update: false } }]]);
    renderWithApp(<ConnectorsConfigurationForm engagementId="e-1" />);
    expect(await screen.findByText('You can read this configuration but not change it.')).toBeTruthy();
    expect(screen.queryByTestId('connectors-save')).toBeNull();
    expect(textarea('connector-0-configuration').disabled).toBe(true);
  });
});
