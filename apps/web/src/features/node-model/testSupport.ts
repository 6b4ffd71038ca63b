// Configuration screens in a test: rendering with the app's providers (renderWithApp) and the
// location, so a test can read the address query the screen wrote; a textarea standing in for the
// SQL editor; what useNodeModelAccess answers; and what the node model service sends. A screen's
// test mocks useNodeModelAccess with `mockedAccess` and calls `setUpConfigScreenTests()` in its describe.
import { createElement, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { encodeQuery } from '@cairn/contracts';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import type { SqlEditorProps } from './editor/SqlEditor';
import type { NodeModelAccess } from './useNodeModelAccess';

export { mockFetch, type Sent } from '../../shared/testing/mockFetch';

export const ENGAGEMENT = 'eng-1';
export const NODE_MODEL = `/api/nodeModel/engagements/${ENGAGEMENT}`;

/** What useNodeModelAccess answers in a test. */
export const access = (change: Partial<NodeModelAccess> = {}): NodeModelAccess => ({
  engagementId: ENGAGEMENT,
  isGain: false,
  provider: 'azure',
  canSeeBuilds: false,
  isLoading: false,
  ...change,
});

let currentAccess = access();
/** What the mocked useNodeModelAccess answers: `access()` unless a test called setAccess. */
export const mockedAccess = () => currentAccess;
export const setAccess = (change: Partial<NodeModelAccess> = {}) => {
  currentAccess = access(change);
};

/** Each test starts with the default access; after it the screen is removed and fetch restored. */
export function setUpConfigScreenTests() {
  beforeEach(() => setAccess());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** The address the screen is at, rendered into the page for the test to read. */
function Address() {
  const { search } = useLocation();
  return createElement('output', { 'data-testid': 'address-query' }, search);
}

export function renderAt(element: ReactElement, address: string) {
  return renderWithApp(createElement('div', null, element, createElement(Address)), { at: address });
}

/** The address query the screen wrote. */
export const addressQuery = () => new URLSearchParams(screen.getByTestId('address-query').textContent ?? '');

/** CodeMirror is not what the screens' tests are about: `vi.mock` LazySqlEditor with this textarea. */
export const TextareaSqlEditor = (props: SqlEditorProps) =>
  createElement('textarea', {
    'data-testid': props['data-testid'],
    'aria-label': props['aria-label'],
    value: props.value,
    readOnly: props.readOnly,
    onChange: (event: { target: { value: string } }) => props.onChange?.(event.target.value),
  });

export const sqlEditor = () => screen.getByTestId('sql-editor') as HTMLTextAreaElement;

/** Waits until the editor shows `text` (the query has loaded). */
export const editorShows = (text: string) => waitFor(() => expect(sqlEditor().value).toBe(text));

/** Clicks a button once it is enabled (an add button waits for the list it adds to). */
export async function clickWhenEnabled(testId: string) {
  const button = (await screen.findByTestId(testId)) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

/** A node detail as the server sends it (query base64). */
export const nodeDetail = (
  name: string,
  query: string,
  fields: { name: string; dataType: string }[] = [],
  properties: { name: string; value: string }[] = [],
) => ({
  name,
  dbSchema: null,
  query: encodeQuery(query),
  fields: fields.map((f) => ({ ...f, status: 'active' })),
  properties,
});

/** Branch abilities as the server sends them to a writer (NodeModel Git Write) and to a reader. */
export const WRITER = { write: true, addBranch: true };
export const READER = { write: false, addBranch: false };

/** main is read-only: a writer may only branch from it. */
export const branches = (writer = true) => [
  {
    name: 'main',
    readOnly: true,
    parentBranch: null,
    abilities: writer ? { ...WRITER, write: false } : READER,
  },
  { name: 'working', readOnly: false, parentBranch: 'main', abilities: writer ? WRITER : READER },
];
export const BRANCHES = branches();

/** Why a reader may not add, edit or save (issue 27): the permission every write route requires. */
export const NEEDS_WRITE =
  'Needs the permission NodeModel.Git.Write (roles: Admin, Super User, Super Configurer, Configurer)';

/** The button is shown disabled, saying why (its tooltip and aria-description). */
export function expectUnavailable(testId: string, reason: string, context = '') {
  const button = screen.getByTestId(testId) as HTMLButtonElement;
  expect(button.disabled, `${context}${testId}`).toBe(true);
  expect(button.getAttribute('aria-description'), `${context}${testId}`).toBe(reason);
}
