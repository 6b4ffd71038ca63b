import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { engagementScope, PERMISSIONS, PLATFORM_SCOPE } from '@cairn/contracts';
import { profileKeys } from '../../shared/api/profile/keys';
import { engagementKeys } from '../../shared/api/engagements/keys';
import { permissionKeys } from '../../shared/api/authorization/keys';
import { prefetchAddress, type PagePrefetchContext } from './prefetchAddress';

/** A stand-in for lazyPage's component: renders its children, counts preload() calls. */
const lazyLike = () =>
  Object.assign(({ children }: { children?: ReactNode }) => <>{children}</>, { preload: vi.fn() });

function setUp() {
  const Shell = lazyLike();
  const Gate = lazyLike();
  const Monitor = lazyLike();
  const Users = lazyLike();
  const Login = lazyLike();
  const routes: RouteObject[] = [
    { index: true, element: <Login /> },
    {
      element: <Shell />,
      children: [
        {
          path: 'import/monitor',
          element: (
            <Gate>
              <Monitor />
            </Gate>
          ),
        },
        { path: 'users', element: <Users /> },
      ],
    },
  ];
  const queryClient = new QueryClient();
  const fetchQuery = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ currentEngagementId: 'e-1' });
  const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  const behindSignIn = (route: RouteObject) => (route.element as { type?: unknown })?.type === Shell;
  const prefetch = (pathname: string) => prefetchAddress(queryClient, routes, { pathname }, behindSignIn);
  return { Shell, Gate, Monitor, Users, Login, fetchQuery, prefetchQuery, prefetch };
}

const keysOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey);

describe('prefetchAddress', () => {
  it('starts every chunk of the address at once: the shell, the gate and the page inside it', () => {
    const { Shell, Gate, Monitor, Users, Login, prefetch } = setUp();
    prefetch('/import/monitor');
    for (const page of [Shell, Gate, Monitor]) expect(page.preload).toHaveBeenCalledTimes(1);
    for (const page of [Users, Login]) expect(page.preload).not.toHaveBeenCalled();
  });

  it('asks for the user, then their engagement and its permissions, without waiting for a render', async () => {
    const { fetchQuery, prefetchQuery, prefetch } = setUp();
    prefetch('/import/monitor');
    expect(keysOf(fetchQuery)).toEqual([profileKeys.me()]);
    expect(keysOf(prefetchQuery)).toEqual([permissionKeys.scope(PLATFORM_SCOPE)]);
    await vi.waitFor(() =>
      expect(keysOf(prefetchQuery)).toEqual([
        permissionKeys.scope(PLATFORM_SCOPE),
        engagementKeys.detail('e-1'),
        permissionKeys.scope(engagementScope('e-1')),
      ]),
    );
  });

  it("asks for a page's own first data once its engagement and permissions are known", async () => {
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ currentEngagementId: 'e-1' });
    queryClient.setQueryData(engagementKeys.detail('e-1'), { features: ['Pipelines'] });
    queryClient.setQueryData(permissionKeys.scope(engagementScope('e-1')), {
      permissions: [{ name: PERMISSIONS.pipelinesRead, allowed: true }],
    });
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const page = vi.fn();
    const Shell = lazyLike();
    const routes: RouteObject[] = [
      {
        element: <Shell />,
        children: [{ path: 'filtering/run', element: <></>, handle: { prefetch: page } }],
      },
    ];
    prefetchAddress(queryClient, routes, { pathname: '/filtering/run', search: '?days=7' }, () => true);
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    const context = page.mock.calls[0]![0] as PagePrefetchContext;
    expect(context.engagementId).toBe('e-1');
    expect(context.menu).toContain('filtering');
    expect(context.can(PERMISSIONS.pipelinesRead)).toBe(true);
    expect(context.can(PERMISSIONS.pipelinesStart)).toBe(false);
    expect(context.search.get('days')).toBe('7');
  });

  it('asks for nothing signed-in on the sign-in page', () => {
    const { Login, fetchQuery, prefetchQuery, prefetch } = setUp();
    prefetch('/');
    expect(Login.preload).toHaveBeenCalledTimes(1);
    expect(fetchQuery).not.toHaveBeenCalled();
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
