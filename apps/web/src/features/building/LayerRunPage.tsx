// Run step of modeling, filtering, labeling and analytical (workspace.md "Screen behaviour" Run
// screens): the layer's pipelines, each started with a Run button (pipelineRunning toast) and hidden
// or shown (togglingPipeline toast), as each pipeline's `abilities` allow; a Run the user may not
// start shows disabled, saying which permission it needs and which roles have it.
import { useState } from 'react';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Pipeline } from '@cairn/contracts';
import { useNeedsPermission } from '../../shared/access/useNeedsPermission';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { usePipelines } from '../../shared/api/pipelines/usePipelines';
import { useRuns } from '../../shared/api/pipelines/useRuns';
import { LAYER_SCREENS, type ConfigArea } from '../node-model/nodeModelLayers';
import { useStartRun } from '../../shared/api/pipelines/useStartRun';
import { useUpdatePipeline } from '../../shared/api/pipelines/useUpdatePipeline';
import { lastRunByPipeline, recentRunsQuery, visiblePipelines } from './lastRuns';
import { PipelinesTable } from './PipelinesTable';
import { useRunStartedToast } from './useRunStartedToast';

export function LayerRunPage({ area }: { area: ConfigArea }) {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return <PageSpin />;
  return <LayerRun engagementId={engagementId} area={area} />;
}

function LayerRun({ engagementId, area }: { engagementId: string; area: ConfigArea }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { pages } = useEngagementWorkspace();
  const needsPermission = useNeedsPermission();
  const { layer } = LAYER_SCREENS[area];
  const pipelines = usePipelines(engagementId, layer);
  const runs = useRuns(engagementId, recentRunsQuery(layer));
  const startRun = useStartRun(engagementId);
  const updatePipeline = useUpdatePipeline(engagementId);
  const toastStarted = useRunStartedToast(engagementId, pages.isGain);
  const [busy, setBusy] = useState<string | null>(null);

  const run = (pipeline: Pipeline) => {
    setBusy(pipeline.name);
    startRun.mutate(
      { pipelineName: pipeline.name, layer, parameters: {} },
      {
        onSuccess: (started) =>
          toastStarted(started, t('building.pipelineRunning', { name: pipeline.shortName || pipeline.name })),
        onSettled: () => setBusy(null),
      },
    );
  };
  const toggle = (pipeline: Pipeline, isHidden: boolean) => {
    setBusy(pipeline.name);
    void message.info(t('building.togglingPipeline'));
    updatePipeline.mutate({ name: pipeline.name, isHidden }, { onSettled: () => setBusy(null) });
  };

  return (
    <Card data-testid="run-pipelines" data-layer={layer}>
      <PipelinesTable
        pipelines={visiblePipelines(pipelines.data ?? [])}
        lastRuns={lastRunByPipeline(runs.data?.results ?? [])}
        loading={pipelines.isPending}
        busy={busy}
        onRun={run}
        onToggleHidden={toggle}
        // A gain engagement runs its pipelines from the import, not from here.
        startUnavailable={pages.isGain ? undefined : needsPermission(PERMISSIONS.pipelinesStart)}
      />
    </Card>
  );
}
