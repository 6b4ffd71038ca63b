// On a full navigation the app asks at once for what the address needs: the lazy chunks of every
// route it matches (shell, gate, layout, page) and, behind the sign-in, the user, their current
// engagement and the permissions the gates check. Left to rendering, each waited for the one before
// it (profile -> gate chunk -> engagement and permissions -> layout chunk -> page chunk -> its data):
// ~550 ms of a ~1.3 s navigation on this machine (docs/performance.md, "First paint at scale").
// A route may also name its page's first data (`handle: { prefetch }`, app/routes/pagePrefetch.ts),
// asked for as soon as the engagement and its permissions are known, not after the page rendered.
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  engagementFlags,
  engagementScope,
  featurePages,
  PLATFORM_SCOPE,
  visibleMenuEntries,
  type MenuEntry,
} from '@cairn/contracts';
import { currentUserQuery } from '../../shared/api/profile/useCurrentUser';
import { engagementQuery } from '../../shared/api/engagements/useEngagement';
import { permissionsQuery, toPermissions } from '../../shared/api/authorization/usePermissions';

/** What a route's page prefetch may use: the engagement's menu and permissions decide what to ask. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  engagementId: string;
  /** The side menu's entries, as the pages' gates compute them. */
  menu: readonly MenuEntry[];
  can: (permissionName: string) => boolean;
  search: URLSearchParams;
}
/** A route's `handle`: what its page asks for first. */
export interface PrefetchHandle {
  prefetch: (context: PagePrefetchContext) => void;
}

const prefetchOf = (handle: unknown) => (handle as Partial<PrefetchHandle> | undefined)?.prefetch;

/** Starts loading every lazy page (lazyPage's preload) in a route's element and its children. */
function preloadElement(node: ReactNode) {
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  if (typeof type.preload === 'function') type.preload();
  Children.forEach((node.props as { children?: ReactNode }).children, preloadElement);
}

/**
 * The user, their engagement and the permissions every signed-in page's gates ask for first; then
 * the pages' own first data (`pages`), for what the engagement's menu and permissions let them show.
 */
export function prefetchSignedIn(
  queryClient: QueryClient,
  pages: PrefetchHandle['prefetch'][] = [],
  search = new URLSearchParams(),
) {
  void queryClient.prefetchQuery(permissionsQuery(PLATFORM_SCOPE));
  void queryClient.fetchQuery(currentUserQuery()).then(
    async (me) => {
      const engagementId = me?.currentEngagementId;
      if (!engagementId) return;
      const engagement = engagementQuery(engagementId);
      const permissions = permissionsQuery(engagementScope(engagementId));
      await Promise.all([queryClient.prefetchQuery(engagement), queryClient.prefetchQuery(permissions)]);
      const features = queryClient.getQueryData(engagement.queryKey)?.features;
      const entries = queryClient.getQueryData(permissions.queryKey)?.permissions;
      if (!features || !entries || pages.length === 0) return;
      const held = toPermissions(entries);
      const menu = visibleMenuEntries({
        hasEngagement: true,
        pages: featurePages(features),
        flags: engagementFlags(entries),
        canReadEngagement: held.canReadEngagement,
      });
      for (const prefetch of pages) prefetch({ queryClient, engagementId, menu, can: held.can, search });
    },
    () => undefined, // the shell asks again and shows what went wrong
  );
}

/**
 * Fetches ahead for the address: its routes' chunks always, the signed-in data (and the pages' own,
 * from their routes' handles) when one of the matched routes is behind the sign-in (`behindSignIn`).
 */
export function prefetchAddress(
  queryClient: QueryClient,
  routes: RouteObject[],
  address: { pathname: string; search?: string },
  behindSignIn: (route: RouteObject) => boolean,
) {
  const matches = matchRoutes(routes, address.pathname) ?? [];
  for (const { route } of matches) preloadElement(route.element);
  if (!matches.some(({ route }) => behindSignIn(route))) return;
  const pages = matches.flatMap(({ route }) => prefetchOf(route.handle) ?? []);
  prefetchSignedIn(queryClient, pages, new URLSearchParams(address.search));
}
