import { Alert, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { useRun } from '../../shared/api/pipelines/useRun';
import { RunStatusTag } from '../pipelines/RunStatusTag';
import { RunStartedLinks } from './RunStartedLinks';

/** The 'tests running' notice after a test run started, with the run's live status and links. */
export function TestsRunningNotice({
  engagementId,
  run,
  isGain,
  onClose,
}: {
  engagementId: string;
  run: PipelineRun;
  isGain: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useRun(engagementId, run.id);
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose }}
      data-testid="tests-running"
      data-run-id={run.id}
      title={
        <Flex gap={8} align="center" wrap>
          {t('testing.testsRunning')}
          <RunStatusTag status={live.data?.status ?? run.status} />
        </Flex>
      }
      description={<RunStartedLinks run={run} isGain={isGain} navigate={navigate} />}
    />
  );
}
