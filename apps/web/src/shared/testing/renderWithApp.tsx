// Component tests: render a screen with the app's providers (query client, antd App, i18n, router)
// against a fake server, so a test reads like a user's visit: what the server answers, what shows.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PERMISSIONS, type CurrentUser, type Engagement } from '@cairn/contracts';
import '../../i18n';
import { engagementStateStore } from '../engagement/engagementStateStore';
import { TEST_PATIENCE } from './patience';
import { ProblemAnswer } from './problemAnswer';
import { readRequest } from './readRequest';

// findBy/waitFor wait up to 1 s by default; a busy machine renders antd slower than that.
configure({ asyncUtilTimeout: 10_000 * TEST_PATIENCE });

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}
type Answer = unknown | ((call: Call) => unknown);
/** [method, pathname pattern, answer]; the first match answers. */
export type Route = [string, RegExp, Answer];

export const ENGAGEMENT_ID = 'e-1';

/** The signed-in user (/api/profile/me): a configurer working in ENGAGEMENT_ID unless told otherwise. */
export const currentUser = (change: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u-1',
  displayName: 'Casey Configurer',
  email: 'configurer@cairn.local',
  eulaAcceptedDate: '2026-01-01T00:00:00.000Z',
  jobTitle: null,
  language: 'en',
  lastLoginDate: null,
  profileImage: null,
  templateName: 'Default',
  tenantStatus: 'ok',
  currentEngagementId: ENGAGEMENT_ID,
  ...change,
});

export function engagementRoutes(
  options: { features?: Engagement['features']; permissions?: string[] } = {},
): Route[] {
  const engagement: Engagement = {
    id: ENGAGEMENT_ID,
    name: 'Payroll Analytics 2026',
    tenantId: 't-1',
    tenantName: 'Tenant',
    features: options.features ?? ['Pipelines', 'Storage'],
    resourceIds: [],
  };
  return [
    ['GET', /^\/api\/profile\/me$/, currentUser()],
    ['GET', new RegExp(`^/api/engagements/${ENGAGEMENT_ID}$`), engagement],
    permissionsRoute(options.permissions ?? [PERMISSIONS.pipelinesRead]),
  ];
}

/** The permissions query: the caller holds `granted` at whatever scope is asked about. */
export const permissionsRoute = (granted: readonly string[]): Route => [
  'POST',
  /^\/api\/authorization\/permissions\/query$/,
  (call: Call) => ({
    scope: (call.body as { scope: string }).scope,
    permissions: granted.map((name) => ({ name, allowed: true })),
  }),
];

/** The caller reads the authorization catalogue (roles, permissions) and, when `write`, changes it. */
export const catalogueAccessRoute = (write: boolean): Route =>
  permissionsRoute(
    write
      ? [PERMISSIONS.authorizationReader, PERMISSIONS.authorizationWriter]
      : [PERMISSIONS.authorizationReader],
  );

/** /appSettings.json of a Development environment on this cloud. */
export const settingsRoute = (cloudProvider: 'azure' | 'aws' = 'azure'): Route => [
  'GET',
  /^\/appSettings\.json$/,
  { cloudProvider, environment: 'Development' },
];

/** A paged list's answer that holds all of `results` on its first page. */
export const pageOf = <T,>(results: T[], pageSize = 10) => ({
  results,
  meta: { totalItems: results.length, page: 1, pageSize },
});

/** Replaces fetch with the routes given; every call is kept for the test to read. */
export function fakeServer(routes: Route[]) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = await readRequest(input, init, 'http://cairn.test');
    const { method, url } = call;
    calls.push(call);
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route)
      return new Response('{"status":404,"title":"Not Found"}', {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    const answer = typeof route[2] === 'function' ? (route[2] as (c: Call) => unknown)(call) : route[2];
    if (answer instanceof ProblemAnswer) return answer.toResponse();
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, callsTo: (pattern: RegExp) => calls.filter((c) => pattern.test(c.url.pathname)) };
}

/** Renders as a fresh browser session would: nothing cached, no engagement state remembered. */
export function renderWithApp(element: ReactElement, { at = '/' }: { at?: string } = {}) {
  engagementStateStore.reset();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [at] });
  return render(
    <QueryClientProvider client={queryClient}>
      {/* Without motion a closed dropdown or modal is hidden at once: here animations never end. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
