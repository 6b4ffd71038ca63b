// After a run has started from a Build or Run screen: the toast with links to its page and the monitor, and a refresh of the
// nodes' last builds once the run has finished (it is followed through the pipelines' run hook).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { PipelineRun } from '@cairn/contracts';
import { useRun } from '../../shared/api/pipelines/useRun';
import { isFinished } from '../pipelines/runStatus';
import { buildingKeys } from '../../shared/api/pipelines/keys';
import { RunStartedLinks } from './RunStartedLinks';

export function useRunStartedToast(engagementId: string, isGain: boolean) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [runId, setRunId] = useState<string>('');
  const run = useRun(engagementId, runId);
  const finished = !!run.data && isFinished(run.data.status);

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: buildingKeys.lastBuilds(engagementId) });
  }, [finished, engagementId, queryClient]);

  /** `title` is the toast's text: nodesBuilding, or pipelineRunning with the pipeline's name. */
  return (started: PipelineRun, title: string) => {
    setRunId(started.id);
    const key = `run-started-${started.id}`;
    notification.success({
      key,
      title: <span data-testid="run-started-toast">{title}</span>,
      description: (
        <RunStartedLinks
          run={started}
          isGain={isGain}
          navigate={navigate}
          onOpen={() => notification.destroy(key)}
        />
      ),
      duration: 8,
    });
  };
}
