import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { monitorAddress, runPageAddress } from '../pipelines/runStatus';

interface Props {
  run: Pick<PipelineRun, 'id' | 'layerName'>;
  isGain: boolean;
  /** Toasts render outside the router, so the page hands its navigate in. */
  navigate: (address: string) => void;
  onOpen?: () => void;
}

/** Links from a started run's toast or notice to the run's page and to the layer's monitor. */
export function RunStartedLinks({ run, isGain, navigate, onOpen }: Props) {
  const { t } = useTranslation();
  const link = (address: string, text: string, testId: string) => (
    <Typography.Link
      href={address}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        navigate(address);
      }}
    >
      {text}
    </Typography.Link>
  );
  return (
    <Flex gap={16} wrap>
      {link(runPageAddress(run.id), t('building.openRun'), 'started-run-link')}
      {link(monitorAddress(run.layerName, isGain), t('building.openMonitor'), 'started-monitor-link')}
    </Flex>
  );
}
