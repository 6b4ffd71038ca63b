// Rendering a building screen in a test: the app's providers (query client, router, antd App,
// i18n) around it, and a fetch that answers from a table of routes and records what was sent.
import { createElement, type ReactElement } from 'react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { engagementFlags, featurePages, type EngagementFlags } from '@cairn/contracts';
import { mergeLocaleFiles } from '../../i18n/mergeLocaleFiles';
import shell from '../../i18n/locales/en.json';
import building from '../../i18n/locales/building/en.json';

// English texts of the shell and this area only: other areas' locale files are not this test's concern.
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: mergeLocaleFiles('en', { './en.json': shell, './building/en.json': building }) },
  },
  interpolation: { escapeValue: false },
});

export const ENGAGEMENT = 'eng-1';
export const PIPELINES = `/api/pipelines/engagements/${ENGAGEMENT}`;
export const NODE_MODEL = `/api/nodeModel/engagements/${ENGAGEMENT}`;

/** What useEngagementWorkspace answers in a test; change `flags` or `features` per test. */
export function workspace(flags: Partial<EngagementFlags> = {}, features = ['NodeModelGit', 'Pipelines']) {
  return {
    engagementId: ENGAGEMENT,
    pages: featurePages(features),
    flags: { ...engagementFlags([]), ...flags },
    isLoading: false,
  };
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A route's answer: JSON, or a function of what was sent. */
type Answer = unknown | ((sent: Sent) => unknown);

/** Stubs fetch: `routes` maps 'GET /path?query' (or without the query) to an answer; others 404. */
export function mockFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname + url.search, body };
    sent.push(request);
    const key = [`${method} ${url.pathname}${url.search}`, `${method} ${url.pathname}`].find(
      (k) => k in routes,
    );
    if (!key) return new Response(JSON.stringify({ title: 'Not found' }), { status: 404 });
    const answer = routes[key];
    const value = typeof answer === 'function' ? (answer as (s: Sent) => unknown)(request) : answer;
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

/** Renders `element` at `address` inside the app's providers. */
export function renderAt(element: ReactElement, address = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/pipeline-runs/:runId', element: createElement('div', { 'data-testid': 'run-page' }) },
    ],
    { initialEntries: [address] },
  );
  return render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(App, null, createElement(RouterProvider, { router })),
    ),
  );
}
