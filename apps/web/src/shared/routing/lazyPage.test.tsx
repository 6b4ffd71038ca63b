// @vitest-environment happy-dom
// A page fetched ahead (preload) renders from that same fetch; a failed fetch is tried again.
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

const module = { ReportPage: () => <>Report page</> };

const showIn = (Page: ComponentType) =>
  render(
    <Suspense fallback="Loading">
      <Page />
    </Suspense>,
  );

describe('lazyPage', () => {
  afterEach(cleanup);

  it('renders a preloaded page from the fetch preload started', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Page = lazyPage(load, 'ReportPage');
    Page.preload();
    showIn(Page);
    expect(await screen.findByText('Report page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on the next use after a preload that failed', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    const Page = lazyPage(load, 'ReportPage');
    Page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    showIn(Page);
    expect(await screen.findByText('Report page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
