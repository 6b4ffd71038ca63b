// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FieldsDialog } from './FieldsDialog';
import { ENGAGEMENT, mockFetch, NODE_MODEL, renderAt } from '../testSupport';

const nodeRef = { engagementId: ENGAGEMENT, branch: 'working', layer: 'model' as const, node: 'payroll' };
const FIELDS = `${NODE_MODEL}/branches/working/layers/model/nodes/payroll/fields`;
const query = `select e.id as EmployeeId,
  p.period as PayPeriod, -- x as Commented
  p.amount as GrossAmount
from payroll p`;

function open(props: Partial<Parameters<typeof FieldsDialog>[0]> = {}) {
  const onClose = vi.fn();
  renderAt(
    createElement(FieldsDialog, {
      nodeRef,
      fields: [{ name: 'PayPeriod', dataType: 'DATETIME' }],
      query,
      isGain: false,
      provider: 'azure',
      onClose,
      ...props,
    }),
    '/modeling/config',
  );
  return onClose;
}
const rows = () =>
  within(screen.getByTestId('fields-list'))
    .queryAllByTestId(/^fields-row-/)
    .map((row) => row.getAttribute('data-testid')?.replace('fields-row-', ''));

describe('edit-fields modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds the query suggestions with guessed types in query order and saves the list', async () => {
    const sent = mockFetch({ [`PUT ${FIELDS}`]: [] });
    const onClose = open();
    expect(screen.queryByTestId('fields-suggestion-Commented')).toBeNull();
    fireEvent.click(screen.getByTestId('fields-suggestion-GrossAmount'));
    fireEvent.click(screen.getByTestId('fields-suggestion-EmployeeId'));
    expect(rows()).toEqual(['EmployeeId', 'PayPeriod', 'GrossAmount']);
    expect(screen.getByText('Every field of the query is defined.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PUT', path: FIELDS });
    expect(sent[0].body).toEqual([
      { name: 'EmployeeId', dataType: 'NVARCHAR(255)' },
      { name: 'PayPeriod', dataType: 'DATETIME' },
      { name: 'GrossAmount', dataType: 'DECIMAL(38,5)' },
    ]);
  });

  it('returns a removed query field to the suggestions and moves fields', async () => {
    mockFetch({});
    open({
      fields: [
        { name: 'PayPeriod', dataType: 'DATETIME' },
        { name: 'Manual', dataType: 'BIT' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move Manual up' }));
    expect(rows()).toEqual(['Manual', 'PayPeriod']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove PayPeriod' }));
    expect(rows()).toEqual(['Manual']);
    expect(screen.getByTestId('fields-suggestion-PayPeriod')).toBeTruthy();
  });

  it('rejects a too short or duplicate new field name; gain allows two characters and hides types', async () => {
    mockFetch({});
    open();
    const name = screen.getByTestId('fields-new-name');
    fireEvent.change(name, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('fields-new-add'));
    expect(await screen.findByText('Please enter at least 4 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'payperiod' } });
    fireEvent.click(screen.getByTestId('fields-new-add'));
    expect(await screen.findByText('A field with this name already exists')).toBeTruthy();
    cleanup();

    open({ isGain: true });
    expect(screen.queryByTestId('fields-new-type')).toBeNull();
    fireEvent.change(screen.getByTestId('fields-new-name'), { target: { value: 'Id' } });
    fireEvent.click(screen.getByTestId('fields-new-add'));
    await waitFor(() => expect(rows()).toEqual(['PayPeriod', 'Id']));
  });

  it('asks before closing with unsaved changes (forgotToSave), and closes at once without', async () => {
    mockFetch({});
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const onCloseDirty = open();
    fireEvent.click(screen.getByTestId('fields-suggestion-EmployeeId'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('You forgot to save')).length).toBeGreaterThan(0);
    expect(onCloseDirty).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onCloseDirty).toHaveBeenCalled());
  });
});
