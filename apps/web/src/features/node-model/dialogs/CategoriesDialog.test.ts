// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CategoriesDialog } from './CategoriesDialog';
import { ENGAGEMENT, mockFetch, NODE_MODEL, renderAt } from '../testSupport';

const nodeRef = { engagementId: ENGAGEMENT, branch: 'working', layer: 'test' as const, node: 'checks' };
const TEST = `${NODE_MODEL}/branches/working/layers/test/nodes/checks/tests/negative_pay`;

describe('edit-categories modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('rejects a name already in the list ignoring case, adds and removes names and saves them', async () => {
    const sent = mockFetch({ [`PUT ${TEST}`]: {} });
    const onClose = vi.fn();
    renderAt(
      createElement(CategoriesDialog, {
        nodeRef,
        test: 'negative_pay',
        categoryNames: ['Completeness', 'Accuracy'],
        onClose,
      }),
      '/testing/config',
    );
    const name = screen.getByTestId('categories-new-name');
    fireEvent.change(name, { target: { value: 'completeness' } });
    fireEvent.click(screen.getByTestId('categories-new-add'));
    expect(await screen.findByText('A category with this name already exists')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Timeliness' } });
    fireEvent.click(screen.getByTestId('categories-new-add'));
    await screen.findByTestId('categories-item-Timeliness');
    fireEvent.click(screen.getByLabelText('Remove Accuracy'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0].body).toEqual({ categoryNames: ['Completeness', 'Timeliness'] });
  });
});
