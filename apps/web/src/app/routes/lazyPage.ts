// Route-level code splitting: a page's module (and what only it imports) is its own chunk, fetched
// when its route first renders; the shell's <Suspense> shows the loading state meanwhile. The
// sign-in page and the shell stay in the entry chunk, so they load nothing they do not show.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `lazyPage(() => import('./X'), 'XPage')`: the named export of a lazily imported page module. */
// Any props: the page keeps its own prop types through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends { [P in K]: ComponentType<any> }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
