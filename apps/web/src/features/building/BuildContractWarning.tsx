// Before a build of the published branch (issue 28, "impact before a change"): the nodes of this
// layer whose fields drop, rename or retype a column that other nodes, tests or dashboards read (a
// data contract, docs/contracts.md) are named, each change in words, before Build is pressed. Other
// branches build freely: nothing reads them yet.
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { useContractCheck } from '../../shared/api/pipelines/useContractCheck';
import { usePublishedBranch } from '../../shared/api/pipelines/usePublishedBranch';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { contractsAddress, describeChange } from '../contracts/contractTexts';

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
  const breaks = (check.data?.breaks ?? []).filter((b) => b.layer === layer);
  if (!onPublished || !breaks.length) return null;
  return (
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
  );
}
