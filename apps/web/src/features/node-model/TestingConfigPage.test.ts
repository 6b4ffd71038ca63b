// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { encodeQuery } from '@cairn/contracts';
import './configScreenMocks';
import { TestingConfigPage } from './TestingConfigPage';
import {
  addressQuery,
  BRANCHES,
  branches,
  clickWhenEnabled,
  editorShows,
  expectUnavailable,
  mockFetch,
  NEEDS_WRITE,
  NODE_MODEL,
  nodeDetail,
  renderAt,
  setAccess,
  sqlEditor,
  setUpConfigScreenTests,
} from './testSupport';

const nodes = `${NODE_MODEL}/branches/working/layers/test/nodes`;
const TEST_QUERY = 'select * from model.payroll where GrossAmount < 0';

function routes() {
  return {
    [`GET ${NODE_MODEL}/branches`]: BRANCHES,
    [`GET ${nodes}`]: [{ name: 'payroll_checks', dbSchema: null }],
    [`GET ${nodes}/payroll_checks`]: nodeDetail('payroll_checks', ''),
    [`GET ${nodes}/payroll_checks/tests`]: [
      { name: 'negative_pay', active: true, categoryNames: ['Completeness'] },
      { name: 'missing_ids', active: true, categoryNames: ['Accuracy', 'completeness'] },
    ],
    [`GET ${nodes}/payroll_checks/tests/negative_pay`]: {
      name: 'negative_pay',
      active: true,
      categoryNames: ['Completeness'],
      query: encodeQuery(TEST_QUERY),
    },
  };
}
const openScreen = (address: string) => renderAt(createElement(TestingConfigPage), address);

describe('testing configuration', () => {
  setUpConfigScreenTests();

  it('preselects branch, node and test from the address and loads the test', async () => {
    mockFetch(routes());
    openScreen('/testing/config?branch=working&node=payroll_checks&test=negative_pay');
    await editorShows(TEST_QUERY);
    expect(screen.getByTestId('test-category-Completeness')).toBeTruthy();
    expect(screen.getByTestId('query-card').textContent).toContain('Test negative_pay');
  });

  it('gates adding, editing and saving on the branch abilities the server sent', async () => {
    const main = `${NODE_MODEL}/branches/main/layers/test/nodes`;
    const onMain = Object.fromEntries(
      Object.entries(routes()).map(([route, answer]) => [route.replace(nodes, main), answer]),
    );
    mockFetch({ ...onMain, [`GET ${NODE_MODEL}/branches`]: BRANCHES });
    openScreen('/testing/config?branch=main&node=payroll_checks&test=negative_pay');
    await editorShows(TEST_QUERY);
    // A writer on the read-only main: every button there, disabled; branching from main allowed.
    for (const id of ['node-add', 'test-add', 'test-categories-edit', 'fields-edit', 'query-save'])
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled, id).toBe(true);
    expect((screen.getByTestId('branch-add') as HTMLButtonElement).disabled).toBe(false);
    expect(sqlEditor().readOnly).toBe(true);
    cleanup();

    // A reader on a writable branch: every button disabled, saying which permission it needs.
    mockFetch({ ...routes(), [`GET ${NODE_MODEL}/branches`]: branches(false) });
    openScreen('/testing/config?branch=working&node=payroll_checks&test=negative_pay');
    await editorShows(TEST_QUERY);
    for (const id of [
      'branch-add',
      'node-add',
      'test-add',
      'test-categories-edit',
      'fields-edit',
      'query-save',
    ])
      expectUnavailable(id, NEEDS_WRITE);
    expect(sqlEditor().readOnly).toBe(true);
  });

  it('hides the categories for gain', async () => {
    setAccess({ isGain: true });
    mockFetch(routes());
    openScreen('/testing/config?branch=working&node=payroll_checks&test=negative_pay');
    await editorShows(TEST_QUERY);
    expect(screen.queryByTestId('test-categories-panel')).toBeNull();
  });

  it('adds a test with its query base64-encoded, shows newTestAdded and selects it', async () => {
    const sent = mockFetch({
      ...routes(),
      [`POST ${nodes}/payroll_checks/tests`]: {
        name: 'zero_hours',
        active: true,
        categoryNames: [],
        query: '',
      },
    });
    openScreen('/testing/config?branch=working&node=payroll_checks');
    await clickWhenEnabled('test-add');
    // The new-node dialog of this screen has no schema field; the test dialog has categories.
    fireEvent.change(await screen.findByTestId('new-test-name'), { target: { value: 'zero_hours' } });
    fireEvent.change(screen.getByTestId('new-test-query'), { target: { value: 'select 1 as Hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Test zero_hours added')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      name: 'zero_hours',
      categoryNames: [],
      query: encodeQuery('select 1 as Hours'),
    });
    await waitFor(() => expect(addressQuery().get('test')).toBe('zero_hours'));
  });

  it('has no schema field in its new-node dialog', async () => {
    mockFetch(routes());
    openScreen('/testing/config?branch=working');
    await clickWhenEnabled('node-add');
    await screen.findByTestId('new-node-name');
    expect(screen.queryByTestId('new-node-schema')).toBeNull();
  });
});
