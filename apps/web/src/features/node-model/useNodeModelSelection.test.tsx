// @vitest-environment happy-dom
// A layer's choices are remembered for the engagement session: back on the layer from the menu (a
// bare address), the last branch and node return; the address still wins; a new engagement forgets.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { engagementStateStore } from '../../shared/engagement/engagementStateStore';
import { useNodeModelSelection } from './useNodeModelSelection';

function openAt(address: string, layer: Parameters<typeof useNodeModelSelection>[0] = 'model') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [address] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(() => useNodeModelSelection(layer), { wrapper });
  return { result, search: () => router.state.location.search };
}

describe('useNodeModelSelection', () => {
  beforeEach(() => engagementStateStore.reset());
  afterEach(cleanup);

  it('brings back the last branch and node of the layer on a bare address', async () => {
    openAt('/modeling/config?branch=working&node=payroll_lines');
    cleanup();
    const back = openAt('/modeling/config');
    expect(back.result.current.selection).toEqual({ branch: 'working', node: 'payroll_lines' });
    await waitFor(() => expect(back.search()).toBe('?branch=working&node=payroll_lines'));
  });

  it('lets the address win, and keeps each layer to itself', () => {
    openAt('/modeling/config?branch=working&node=payroll_lines');
    cleanup();
    expect(openAt('/modeling/config?branch=main').result.current.selection).toEqual({ branch: 'main' });
    cleanup();
    expect(openAt('/filtering/config', 'filtering').result.current.selection).toEqual({});
  });

  it('forgets when the engagement changes (its state is reset)', () => {
    openAt('/modeling/config?branch=working&node=payroll_lines');
    cleanup();
    engagementStateStore.reset();
    expect(openAt('/modeling/config').result.current.selection).toEqual({});
  });
});
