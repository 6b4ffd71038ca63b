// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NewTestDialog } from './NewTestDialog';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { ENGAGEMENT, mockFetch, NODE_MODEL, renderAt } from '../testSupport';

const nodeRef = { engagementId: ENGAGEMENT, branch: 'working', layer: 'test' as const, node: 'checks' };
const TESTS = `${NODE_MODEL}/branches/working/layers/test/nodes/checks/tests`;

function openDialog() {
  const onAdded = vi.fn();
  renderAt(
    createElement(NewTestDialog, {
      open: true,
      nodeRef,
      existing: ['negative_pay'],
      knownCategories: ['Completeness'],
      showCategories: true,
      onClose: vi.fn(),
      onAdded,
    }),
    '/testing/config',
  );
  return onAdded;
}

/** Types category names into the tags select, each ended with a comma (the token separator), waiting for its tag. */
async function typeCategories(...names: string[]) {
  const select = screen.getByTestId('new-test-categories');
  const input = within(select).getByRole('combobox');
  for (const name of names) {
    fireEvent.change(input, { target: { value: `${name},` } });
    await within(select).findByText(name);
  }
}

async function fillAndAdd(name: string, ...categories: string[]) {
  fireEvent.change(screen.getByTestId('new-test-name'), { target: { value: name } });
  await typeCategories(...categories);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

/** The messages shown under the categories field. */
const categoriesField = () =>
  screen.getByTestId('new-test-categories').closest('.ant-form-item') as HTMLElement;

describe('new-test modal categories', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the name rule under the categories for a too-short name and sends nothing', async () => {
    const sent = mockFetch({ [`POST ${TESTS}`]: { name: 'late_pay' } });
    openDialog();
    await fillAndAdd('late_pay', 'Timeliness', 'abc');
    expect(await within(categoriesField()).findByText('Please enter at least 4 characters')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('rejects a category given twice in different case with the duplicate message', async () => {
    const sent = mockFetch({ [`POST ${TESTS}`]: { name: 'late_pay' } });
    openDialog();
    await fillAndAdd('late_pay', 'Completeness', 'completeness');
    expect(
      await within(categoriesField()).findByText('A category with this name already exists'),
    ).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('sends valid categories and shows a server problem with categoryNames.1 under the field', async () => {
    const sent = mockFetch({
      [`POST ${TESTS}`]: problemAnswer(400, {
        title: 'Bad Request',
        detail: 'The categories are not valid.',
        errors: [{ field: 'categoryNames.1', message: 'Must start with a letter', key: 'startsWithLetter' }],
      }),
    });
    const onAdded = openDialog();
    await fillAndAdd('late_pay', 'Timeliness', 'Accuracy');
    expect(await within(categoriesField()).findByText('Must start with a letter')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { name: 'late_pay', categoryNames: ['Timeliness', 'Accuracy'], query: '' },
    ]);
    await waitFor(() => expect(onAdded).not.toHaveBeenCalled());
  });
});
