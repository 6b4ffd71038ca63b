// Before a build of the published branch (issue 28, "impact before a change"), two warnings:
// - the nodes of this layer whose fields drop, rename or retype a column that other nodes, tests or
//   dashboards read (a data contract, docs/contracts.md), each change in words;
// - the nodes whose query, as it is now, gives a column set that readers would miss (build impact,
//   docs/building.md): a column dropped or retyped and who uses it, from the query's actual output,
//   so a query changed without its fields is caught too.
// Other branches build freely: nothing reads them yet.
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BuildImpact, NodeModelLayer } from '@cairn/contracts';
import { useBuildImpact } from '../../shared/api/pipelines/useBuildImpact';
import { useContractCheck } from '../../shared/api/pipelines/useContractCheck';
import { usePublishedBranch } from '../../shared/api/pipelines/usePublishedBranch';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { contractsAddress, describeChange } from '../contracts/contractTexts';

/** A reader's lineage id as a person reads it: `checks/no_negatives`, not `test:checks/no_negatives`. */
const readerName = (id: string) => id.replace(/^(test|source):/, '');

export function BuildContractWarning({
  engagementId,
  branch,
  layer,
}: {
  engagementId: string;
  branch: string | undefined;
  layer: NodeModelLayer;
}) {
  const { t } = useTranslation();
  const { pages, flags } = useEngagementWorkspace();
  // Only those who read pipelines know the published branch (its call answers them alone).
  const readsPipelines = pages.showPipelinePages && flags.canReadEngagementPipelines;
  const published = usePublishedBranch(engagementId, { enabled: readsPipelines }).data?.branch;
  const onPublished = !!branch && branch === published;
  const check = useContractCheck(engagementId, onPublished ? branch : undefined);
  const impact = useBuildImpact(engagementId, layer, { enabled: onPublished });
  const breaks = (check.data?.breaks ?? []).filter((b) => b.layer === layer);
  if (!onPublished) return null;
  return (
    <>
      {breaks.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="build-contract-breaks"
          title={t('building.contractBreaks', { count: breaks.length, branch })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {breaks.map((b) => (
                <li key={b.node}>
                  {`${b.layer}.${b.node}: `}
                  {b.changes.map((change) => describeChange(t, change)).join('; ')}
                </li>
              ))}
            </ul>
          }
          action={<Link to={contractsAddress(branch)}>{t('contracts.nodeCard.open')}</Link>}
        />
      )}
      {impact.data && <ImpactWarning impact={impact.data} layer={layer} />}
    </>
  );
}

function ImpactWarning({ impact, layer }: { impact: BuildImpact; layer: NodeModelLayer }) {
  const { t } = useTranslation();
  if (!impact.nodes.length && !impact.unreadable.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="build-impact"
      title={
        impact.nodes.length
          ? t('building.impact', { count: impact.nodes.length, branch: impact.branch })
          : t('building.impactUnknown', { branch: impact.branch })
      }
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {impact.nodes.map(({ node, changes }) => (
            <li key={node}>
              {`${layer}.${node}: `}
              {changes
                .map(
                  (change) =>
                    `${describeChange(t, change)} (${t('building.impactReadBy', {
                      readers: change.readBy.map(readerName).join(', '),
                    })})`,
                )
                .join('; ')}
            </li>
          ))}
          {impact.unreadable.map(({ node, message }) => (
            <li key={node}>{t('building.impactUnreadable', { node: `${layer}.${node}`, message })}</li>
          ))}
        </ul>
      }
    />
  );
}
