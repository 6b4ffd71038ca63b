// "Your first dashboard" on an engagement's Overview (issue 27): upload a file, import it, create a
// first node, build, add a test, make a dashboard — each ticked by what exists in the engagement,
// each a link to where it is done. Shown until every step is done; a step the user may not read
// about shows as unknown rather than as a step to do.
import { Card, Flex, Progress, Typography } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined, RightCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDashboards } from '../../shared/api/dashboards/useDashboards';
import { useNodes } from '../../shared/api/nodeModel/useNodes';
import { useWarehouseTables } from '../../shared/api/pipelines/useWarehouseTables';
import { useFolderListing } from '../../shared/api/storage/useFolderListing';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { CHECKLIST_STEPS, checklistStates, STEP_ADDRESS, type StepState } from './checklistSteps';

const FIRST = { page: 1, pageSize: 1 };
const ICONS: Record<StepState, React.ReactNode> = {
  done: <CheckCircleFilled style={{ color: 'var(--ant-color-success, #52c41a)' }} />,
  todo: <RightCircleOutlined />,
  unknown: <MinusCircleOutlined style={{ opacity: 0.45 }} />,
};

export function EngagementChecklist() {
  const { t } = useTranslation();
  const { engagementId, pages, flags } = useEngagementWorkspace();
  const id = engagementId ?? '';
  const journey = !!engagementId && pages.showPipelinePages && pages.showNodeModelGitPages && !pages.isGain;
  const readsRuns = journey && flags.canReadEngagementPipelines;
  const readsModel = journey && flags.canReadEngagementNodeModelGit;
  const files = useFolderListing(
    journey && flags.canReadEngagementStorageFolders ? id : null,
    'import',
    [],
    FIRST,
  );
  const tables = useWarehouseTables(id, { enabled: readsRuns });
  const modelNodes = useNodes(id, readsModel ? 'main' : undefined, 'model');
  const testNodes = useNodes(id, readsModel ? 'main' : undefined, 'test');
  const dashboards = useDashboards(journey && flags.canReadEngagementPowerBiDashboards ? id : null, FIRST);
  if (!journey) return null;

  const states = checklistStates({
    importFiles: files.data?.meta.totalItems,
    tables: tables.data,
    modelNodes: modelNodes.data?.length,
    testNodes: testNodes.data?.length,
    dashboards: dashboards.data?.meta.totalItems,
  });
  const done = CHECKLIST_STEPS.filter((step) => states[step] === 'done').length;
  if (done === CHECKLIST_STEPS.length) return null;

  return (
    <Card title={t('onboarding.title')} data-testid="engagement-checklist">
      <Flex vertical gap={12}>
        <Progress
          percent={Math.round((done / CHECKLIST_STEPS.length) * 100)}
          format={() => `${done}/${CHECKLIST_STEPS.length}`}
          aria-label={t('onboarding.progress', { done, total: CHECKLIST_STEPS.length })}
        />
        <ol style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {CHECKLIST_STEPS.map((step) => (
            <li key={step} data-testid="checklist-step" data-step={step} data-state={states[step]}>
              <Flex gap={8} align="baseline" style={{ padding: '4px 0' }}>
                <span aria-hidden>{ICONS[states[step]]}</span>
                <Flex vertical>
                  <Link to={STEP_ADDRESS[step]}>{t(`onboarding.steps.${step}.title`)}</Link>
                  <Typography.Text type="secondary">
                    {states[step] === 'unknown'
                      ? t('onboarding.unknown')
                      : t(`onboarding.steps.${step}.help`)}
                  </Typography.Text>
                </Flex>
                <span className="cairn-visually-hidden">{t(`onboarding.state.${states[step]}`)}</span>
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    </Card>
  );
}
