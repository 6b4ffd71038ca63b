// Route-level code splitting: a page's module (and what only it imports) is its own chunk, fetched
// when its route first renders; the shell's <Suspense> shows the loading state meanwhile. The
// sign-in page stays in the entry chunk, so it loads nothing it does not show; what comes after it
// can be fetched ahead while the user types (preload()).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Starts fetching the page's chunk now; its first render then uses what is already on the way. */
  preload(): void;
};

/** `lazyPage(() => import('./X'), 'XPage')`: the named export of a lazily imported page module. */
// Any props: the page keeps its own prop types through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends { [P in K]: ComponentType<any> }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loading: Promise<M> | undefined;
  // One fetch for preload() and the first render; a failed one is tried again on the next use.
  const once = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const page = lazy(() => once().then((module) => ({ default: module[name] })));
  return Object.assign(page, { preload: () => void once().catch(() => undefined) });
}
