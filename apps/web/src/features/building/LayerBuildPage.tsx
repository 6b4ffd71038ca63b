// Build step of modeling, filtering, labeling and analytical (workspace.md "Screen behaviour" Build
// screens, s.4 Building): branch panel (with the source for modeling, the category for analytical)
// kept in the address, the layer's nodes with Active and Rebuild ticks, and Build, which starts the
// layer's Build pipeline with the ticked nodes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_PIPELINES, buildRunParameters, canBuild, type NodeModelLayer } from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useNodes } from '../../shared/api/nodeModel/useNodes';
import { LAYER_SCREENS, type ConfigArea } from '../node-model/nodeModelLayers';
import { useNodeModelSelection } from '../node-model/useNodeModelSelection';
import { useLayerNamedQueryNames } from '../../shared/api/nodeModel/useLayerNamedQueryNames';
import { useStartRun } from '../../shared/api/pipelines/useStartRun';
import { BuildNodesTable } from './BuildNodesTable';
import { BuildBranchField } from './BuildBranchField';
import { BuildContractWarning } from './BuildContractWarning';
import { BuildScreenLayout } from './BuildScreenLayout';
import { buildRows, tickAll, tickRow, type BuildTicks } from './buildSelection';
import { useBuildBranches } from './useBuildBranches';
import { SelectorField } from './SelectorField';
import { useMayStartPipeline } from './useMayStartPipeline';
import { useRunStartedToast } from './useRunStartedToast';

const isBuildLayer = (layer: NodeModelLayer): layer is keyof typeof BUILD_PIPELINES =>
  layer in BUILD_PIPELINES;

export function LayerBuildPage({ area }: { area: ConfigArea }) {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return <PageSpin />;
  return <LayerBuild engagementId={engagementId} area={area} />;
}

function LayerBuild({ engagementId, area }: { engagementId: string; area: ConfigArea }) {
  const { t } = useTranslation();
  const { pages } = useEngagementWorkspace();
  const { layer, namedQueries: kind } = LAYER_SCREENS[area];
  const { branches, defaultBranch } = useBuildBranches(engagementId);
  const { selection, select } = useNodeModelSelection(layer, { defaultBranch });
  const branch = selection.branch;
  const nodes = useNodes(engagementId, branch, layer);
  const nodeNames = (nodes.data ?? []).map((node) => node.name);
  const named = useLayerNamedQueryNames(engagementId, branch, layer, nodeNames, kind);
  const namedKey = kind === 'sources' ? 'source' : 'category';
  const namedValue = kind ? selection[namedKey] : undefined;

  // Ticks belong to one branch: another branch starts unticked.
  const [ticks, setTicks] = useState<{ branch?: string; byNode: BuildTicks }>({ byNode: {} });
  const rows = buildRows(nodeNames, ticks.branch === branch ? ticks.byNode : {});
  const keep = (byNode: BuildTicks) => setTicks({ branch, byNode });

  const startRun = useStartRun(engagementId);
  const toastStarted = useRunStartedToast(engagementId, pages.isGain);
  const pipeline = isBuildLayer(layer) ? BUILD_PIPELINES[layer].build : null;
  const build = () =>
    startRun.mutate(
      {
        pipelineName: pipeline!,
        layer,
        parameters: buildRunParameters({
          branch: branch!,
          source: kind === 'sources' ? namedValue : null,
          category: kind === 'categories' ? namedValue : null,
          nodes: rows,
        }),
      },
      { onSuccess: (run) => toastStarted(run, t('building.nodesBuilding')) },
    );
  // s.6: Build only for users who may start the layer's Build pipeline (its abilities: never in a
  // gain engagement).
  const mayBuild = useMayStartPipeline(engagementId, layer, pipeline);

  return (
    <BuildScreenLayout
      testId="build-page"
      layer={layer}
      selectors={
        <>
          <BuildBranchField
            branches={branches}
            value={branch}
            onChange={(value) => select('branch', value)}
            testId="build-branch-select"
          />
          {kind && (
            <SelectorField
              label={t(`building.${namedKey}`)}
              placeholder={t(`building.${namedKey}Placeholder`)}
              value={namedValue}
              options={named.names}
              loading={named.isPending}
              allowClear
              onChange={(value) => select(namedKey, value)}
              testId={`build-${namedKey}-select`}
            />
          )}
        </>
      }
      title={t('building.nodes')}
      action={
        mayBuild
          ? {
              label: t('building.build'),
              disabled: !branch || !canBuild(rows),
              loading: startRun.isPending,
              onClick: build,
              testId: 'build-button',
            }
          : undefined
      }
      loads={[branches, nodes]}
      errorTestId="build-error"
    >
      <BuildContractWarning engagementId={engagementId} branch={branch} layer={layer} />
      <BuildNodesTable
        engagementId={engagementId}
        layer={layer}
        rows={rows}
        loading={branches.isPending || (!!branch && nodes.isPending)}
        onTick={(name, column, checked) => keep(tickRow(rows, name, column, checked))}
        onTickAll={(column, checked) => keep(tickAll(rows, column, checked))}
      />
    </BuildScreenLayout>
  );
}
