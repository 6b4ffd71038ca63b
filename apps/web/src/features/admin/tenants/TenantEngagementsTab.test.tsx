// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { TenantEngagementsTab } from './TenantEngagementsTab';

afterEach(cleanup);

describe('TenantEngagementsTab', { timeout: 30_000 }, () => {
  it('titles the id column after what it shows: the engagement id', async () => {
    fakeServer([
      ['GET', /^\/api\/tenants\/t-1\/engagements$/, [{ id: 'e-42', name: 'Payroll Analytics 2026' }]],
    ]);
    renderWithApp(<TenantEngagementsTab tenantId="t-1" />);
    const table = await screen.findByTestId('tenant-engagements-table');
    await within(table).findByText('e-42');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Engagement ID');
    expect(headers).not.toContain('Tenant ID');
  });
});
