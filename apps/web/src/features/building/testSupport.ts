// Building screens in a test: what useEngagementWorkspace answers, and the addresses the screens
// call. Rendering: features/pipelines/testing/renderWithApp; the server: shared/testing/mockFetch.
import { engagementFlags, featurePages, type EngagementFlags } from '@cairn/contracts';
import { ENGAGEMENT } from '../node-model/testSupport';

export { ENGAGEMENT, NODE_MODEL } from '../node-model/testSupport';
export { mockFetch, type Sent } from '../../shared/testing/mockFetch';
export const PIPELINES = `/api/pipelines/engagements/${ENGAGEMENT}`;

/** What useEngagementWorkspace answers in a test; change `flags` or `features` per test. */
export function workspace(flags: Partial<EngagementFlags> = {}, features = ['NodeModelGit', 'Pipelines']) {
  return {
    engagementId: ENGAGEMENT,
    pages: featurePages(features),
    flags: { ...engagementFlags([]), ...flags },
    isLoading: false,
  };
}
