// On a full navigation the app asks at once for what the address needs: the lazy chunks of every
// route it matches (shell, gate, layout, page) and, behind the sign-in, the user, their current
// engagement and the permissions the gates check. Left to rendering, each waited for the one before
// it (profile -> gate chunk -> engagement and permissions -> layout chunk -> page chunk -> its data):
// ~550 ms of a ~1.3 s navigation on this machine (docs/performance.md, "First paint at scale").
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { engagementScope, PLATFORM_SCOPE } from '@cairn/contracts';
import { currentUserQuery } from '../../shared/api/profile/useCurrentUser';
import { engagementQuery } from '../../shared/api/engagements/useEngagement';
import { permissionsQuery } from '../../shared/api/authorization/usePermissions';

/** Starts loading every lazy page (lazyPage's preload) in a route's element and its children. */
function preloadElement(node: ReactNode) {
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  if (typeof type.preload === 'function') type.preload();
  Children.forEach((node.props as { children?: ReactNode }).children, preloadElement);
}

/** The user, their engagement and the permissions every signed-in page's gates ask for first. */
export function prefetchSignedIn(queryClient: QueryClient) {
  void queryClient.prefetchQuery(permissionsQuery(PLATFORM_SCOPE));
  void queryClient.fetchQuery(currentUserQuery()).then(
    (me) => {
      const engagementId = me?.currentEngagementId;
      if (!engagementId) return;
      void queryClient.prefetchQuery(engagementQuery(engagementId));
      void queryClient.prefetchQuery(permissionsQuery(engagementScope(engagementId)));
    },
    () => undefined, // the shell asks again and shows what went wrong
  );
}

/**
 * Fetches ahead for `pathname`: its routes' chunks always, the signed-in data when one of the
 * matched routes is behind the sign-in (`behindSignIn`).
 */
export function prefetchAddress(
  queryClient: QueryClient,
  routes: RouteObject[],
  pathname: string,
  behindSignIn: (route: RouteObject) => boolean,
) {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) preloadElement(route.element);
  if (matches.some(({ route }) => behindSignIn(route))) prefetchSignedIn(queryClient);
}
