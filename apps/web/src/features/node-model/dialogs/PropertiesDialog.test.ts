// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PropertiesDialog } from './PropertiesDialog';
import { ENGAGEMENT, mockFetch, NODE_MODEL, renderAt } from '../testSupport';

const nodeRef = { engagementId: ENGAGEMENT, branch: 'working', layer: 'filtering' as const, node: 'payroll' };
const PROPERTIES = `${NODE_MODEL}/branches/working/layers/filtering/nodes/payroll/properties`;

describe('edit-properties modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('rejects a name already in the list ignoring case, adds, changes and removes properties and saves them', async () => {
    const sent = mockFetch({ [`PUT ${PROPERTIES}`]: [] });
    const onClose = vi.fn();
    renderAt(
      createElement(PropertiesDialog, {
        nodeRef,
        properties: [
          { name: 'country', value: 'NL' },
          { name: 'year', value: '2025' },
        ],
        onClose,
      }),
      '/filtering/config',
    );
    const name = screen.getByTestId('properties-new-name');
    fireEvent.change(name, { target: { value: 'Country' } });
    fireEvent.change(screen.getByTestId('properties-new-value'), { target: { value: 'DE' } });
    fireEvent.click(screen.getByTestId('properties-new-add'));
    expect(await screen.findByText('A property with this name already exists')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' region ' } });
    fireEvent.click(screen.getByTestId('properties-new-add'));
    await screen.findByTestId('properties-row-region');
    fireEvent.change(screen.getByLabelText('Value of year'), { target: { value: '2026' } });
    fireEvent.click(within(screen.getByTestId('properties-row-country')).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PUT', path: PROPERTIES });
    expect(sent[0].body).toEqual([
      { name: 'year', value: '2026' },
      { name: 'region', value: 'DE' },
    ]);
  });

  it('asks before closing with unsaved changes (forgotToSave)', async () => {
    mockFetch({});
    const onClose = vi.fn();
    renderAt(
      createElement(PropertiesDialog, { nodeRef, properties: [{ name: 'country', value: 'NL' }], onClose }),
      '/',
    );
    fireEvent.change(screen.getByLabelText('Value of country'), { target: { value: 'BE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a value the field value rule does not allow, in the new row and in a listed one', async () => {
    const sent = mockFetch({});
    renderAt(
      createElement(PropertiesDialog, {
        nodeRef,
        properties: [{ name: 'country', value: 'NL' }],
        onClose: vi.fn(),
      }),
      '/',
    );
    fireEvent.change(screen.getByTestId('properties-new-name'), { target: { value: 'label' } });
    fireEvent.change(screen.getByTestId('properties-new-value'), { target: { value: 'tax year' } });
    fireEvent.click(screen.getByTestId('properties-new-add'));
    expect(
      await screen.findByText('Field may not contain spaces or special characters other than : . /'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Value of country'), { target: { value: '-NL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field may not begin with a special character')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
