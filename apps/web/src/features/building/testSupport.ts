// Building screens in a test: what useEngagementWorkspace answers, and the addresses the screens
// call. Rendering: shared/testing/renderWithApp; the server: shared/testing/mockFetch.
import {
  engagementFlags,
  featurePages,
  PIPELINE_NAMES,
  type EngagementFlags,
  type Layer,
} from '@cairn/contracts';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ENGAGEMENT } from '../node-model/testSupport';
import type { Sent } from '../../shared/testing/mockFetch';

export { ENGAGEMENT, NODE_MODEL } from '../node-model/testSupport';
export { mockFetch, type Sent } from '../../shared/testing/mockFetch';
export const PIPELINES = `/api/pipelines/engagements/${ENGAGEMENT}`;

/**
 * `GET .../pipelines?layer=` as the server answers it: the layer's pipelines with the caller's
 * abilities (`start`: Pipelines Start outside gain engagements), the route and its answer.
 */
export function pipelinesRoute(layer: Layer, start: boolean) {
  return {
    [`GET ${PIPELINES}/pipelines?layer=${layer}`]: (PIPELINE_NAMES[layer] ?? []).map((name) => ({
      name,
      layer,
      shortName: name,
      isHidden: false,
      abilities: { update: start, start },
    })),
  };
}

/** Waits until `path` was asked for and its answer had time to reach the screen. */
export async function answered(sent: Sent[], path: string) {
  await waitFor(() => expect(sent.some((s) => s.path === path)).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** What useEngagementWorkspace answers in a test; change `flags` or `features` per test. */
export function workspace(flags: Partial<EngagementFlags> = {}, features = ['NodeModelGit', 'Pipelines']) {
  return {
    engagementId: ENGAGEMENT,
    pages: featurePages(features),
    flags: { ...engagementFlags([]), ...flags },
    isLoading: false,
  };
}
