// What the configuration screens need to know about the engagement and the user: gain or not, the
// cloud provider (data types), and whether builds can be shown. Whether the user may change the
// model comes with each branch (`abilities`, useSelectedNode), not from here.
import { useAppSettings } from '../../shared/api/appSettings/useAppSettings';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';

export function useNodeModelAccess() {
  const { engagementId, pages, flags, isLoading } = useEngagementWorkspace();
  const settings = useAppSettings();
  return {
    engagementId,
    isGain: pages.isGain,
    provider: settings.data?.cloudProvider ?? 'azure',
    /** A node's last build and table preview come from the pipelines service. */
    canSeeBuilds: pages.showPipelinePages && flags.canReadEngagementPipelines,
    isLoading: isLoading || settings.isPending,
  };
}

export type NodeModelAccess = ReturnType<typeof useNodeModelAccess>;
