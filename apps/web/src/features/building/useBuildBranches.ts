// The Build screens' branches and the one they open on: the published branch when the caller may
// read pipelines (the Run screens execute it), else main, else the first (defaultBranch.ts).
import { useBranches } from '../../shared/api/nodeModel/useBranches';
import { usePublishedBranch } from '../../shared/api/pipelines/usePublishedBranch';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { defaultBranch } from './defaultBranch';

export function useBuildBranches(engagementId: string) {
  const { pages, flags } = useEngagementWorkspace();
  const readsPipelines = pages.showPipelinePages && flags.canReadEngagementPipelines;
  const branches = useBranches(engagementId);
  const published = usePublishedBranch(engagementId, { enabled: readsPipelines });
  return {
    branches,
    defaultBranch: defaultBranch(branches.data, {
      settled: !readsPipelines || !published.isPending,
      branch: published.data?.branch,
    }),
  };
}
