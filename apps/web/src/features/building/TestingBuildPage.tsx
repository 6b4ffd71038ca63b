// Testing build (workspace.md "Screen behaviour"): choose a branch, then a node of the test layer
// (both kept in the address); tick the tests to run; Run starts RunTests with layer TestLayer and
// the ticked tests, then the 'tests running' notice shows. Overview when git pages are off.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  showsNodeModelPages,
  TEST_PIPELINE,
  TEST_RUN_LAYER,
  testRunParameters,
  type PipelineRun,
} from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useNodes } from '../../shared/api/nodeModel/useNodes';
import { useTests } from '../../shared/api/nodeModel/useTests';
import { useNodeModelSelection } from '../node-model/useNodeModelSelection';
import { useStartRun } from '../../shared/api/pipelines/useStartRun';
import { BuildBranchField } from './BuildBranchField';
import { BuildScreenLayout } from './BuildScreenLayout';
import { useBuildBranches } from './useBuildBranches';
import { SelectorField } from './SelectorField';
import { TestingTestsTable } from './TestingTestsTable';
import { TestsRunningNotice } from './TestsRunningNotice';
import { useMayStartPipeline } from './useMayStartPipeline';
import { activeTestNames, testRows, tickAllTests, tickTest, type TestTicks } from './testSelection';

export function TestingBuildPage() {
  const { engagementId, pages } = useEngagementWorkspace();
  if (!showsNodeModelPages(pages)) return <Navigate to="/overview" replace />;
  if (!engagementId) return <PageSpin />;
  return <TestingBuild engagementId={engagementId} />;
}

function TestingBuild({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const { pages } = useEngagementWorkspace();
  const { branches, defaultBranch } = useBuildBranches(engagementId);
  const { selection, select } = useNodeModelSelection('test', { defaultBranch });
  const branch = selection.branch;
  const nodes = useNodes(engagementId, branch, 'test');
  const node = selection.node;
  const tests = useTests(branch && node ? { engagementId, branch, layer: 'test', node } : null);

  // Ticks belong to one node of one branch.
  const owner = `${branch}/${node}`;
  const [ticks, setTicks] = useState<{ owner?: string; byTest: TestTicks }>({ byTest: {} });
  const rows = testRows(tests.data ?? [], ticks.owner === owner ? ticks.byTest : {});
  const keep = (byTest: TestTicks) => setTicks({ owner, byTest });
  const active = activeTestNames(rows);

  const startRun = useStartRun(engagementId);
  const [started, setStarted] = useState<PipelineRun | null>(null);
  const run = () =>
    startRun.mutate(
      {
        pipelineName: TEST_PIPELINE,
        layer: TEST_RUN_LAYER,
        parameters: testRunParameters({ branch: branch!, node: node!, activeTests: active }),
      },
      { onSuccess: setStarted },
    );
  // s.2: Run only for users who may start RunTests (its abilities) and when tests exist.
  const mayRun = useMayStartPipeline(engagementId, 'test', TEST_PIPELINE) && rows.length > 0;

  return (
    <Flex vertical gap={16} data-testid="testing-build-page">
      {started && (
        <TestsRunningNotice
          key={started.id}
          engagementId={engagementId}
          run={started}
          isGain={pages.isGain}
          onClose={() => setStarted(null)}
        />
      )}
      <BuildScreenLayout
        selectors={
          <>
            <BuildBranchField
              branches={branches}
              value={branch}
              onChange={(value) => select('branch', value)}
              testId="testing-branch-select"
            />
            <SelectorField
              label={t('testing.node')}
              placeholder={t('testing.nodePlaceholder')}
              value={node}
              options={(nodes.data ?? []).map((n) => n.name)}
              loading={!!branch && nodes.isPending}
              disabled={!branch}
              onChange={(value) => select('node', value)}
              testId="testing-node-select"
            />
          </>
        }
        title={t('testing.tests')}
        action={
          mayRun
            ? {
                label: t('testing.run'),
                disabled: active.length === 0,
                loading: startRun.isPending,
                onClick: run,
                testId: 'testing-run-button',
              }
            : undefined
        }
        loads={[branches, nodes, tests]}
        errorTestId="testing-build-error"
      >
        <TestingTestsTable
          rows={rows}
          loading={!!node && tests.isPending}
          emptyText={node ? t('testing.noTests') : t('testing.chooseNode')}
          onTick={(name, checked) => keep(tickTest(rows, name, checked))}
          onTickAll={(checked) => keep(tickAllTests(rows, checked))}
        />
      </BuildScreenLayout>
    </Flex>
  );
}
