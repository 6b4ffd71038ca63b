// Rendering a configuration screen in a test: the app's providers (query client, router, antd App,
// i18n) around it, a fetch that answers from a table of routes and records what was sent, and the
// location, so a test can read the address query the screen wrote.
import { createElement, type ReactElement } from 'react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { encodeQuery } from '@cairn/contracts';
import { mergeLocaleFiles } from '../../i18n/mergeLocaleFiles';
import shell from '../../i18n/locales/en.json';
import nodeModel from '../../i18n/locales/nodeModel/en.json';
import type { NodeModelAccess } from './useNodeModelAccess';

void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: mergeLocaleFiles('en', { './en.json': shell, './nodeModel/en.json': nodeModel }) },
  },
  interpolation: { escapeValue: false },
});

export const ENGAGEMENT = 'eng-1';
export const NODE_MODEL = `/api/nodeModel/engagements/${ENGAGEMENT}`;

/** What useNodeModelAccess answers in a test. */
export const access = (change: Partial<NodeModelAccess> = {}): NodeModelAccess => ({
  engagementId: ENGAGEMENT,
  isGain: false,
  provider: 'azure',
  canWrite: true,
  canSeeBuilds: false,
  isLoading: false,
  ...change,
});

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

type Answer = unknown | ((sent: Sent) => unknown);

/** Stubs fetch: `routes` maps 'METHOD /path' to an answer (or a function of the request); others 404. */
export function mockFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: decodeURIComponent(url.pathname) + url.search, body };
      sent.push(request);
      const key = `${method} ${request.path}`;
      if (!(key in routes)) return new Response(JSON.stringify({ title: 'Not found' }), { status: 404 });
      const answer = routes[key];
      const value = typeof answer === 'function' ? (answer as (s: Sent) => unknown)(request) : answer;
      return new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** The address the screen is at, rendered into the page for the test to read. */
function Address() {
  const { search } = useLocation();
  return createElement('output', { 'data-testid': 'address-query' }, search);
}

export function renderAt(element: ReactElement, address: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: createElement('div', null, element, createElement(Address)) }],
    {
      initialEntries: [address],
    },
  );
  return render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(App, null, createElement(RouterProvider, { router })),
    ),
  );
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

export const BRANCHES = [
  { name: 'main', readOnly: true, parentBranch: null },
  { name: 'working', readOnly: false, parentBranch: 'main' },
];
