// The lineage of a branch (docs/building.md "Lineage"): every import table, node and test as a graph
// from their SQL, left to right by layer. Selecting a box (click, keyboard or the search) lights what
// it reads and what reads it and opens its panel: columns with their sources, its last build, where
// to edit it. Branch and selected node live in the address, so a link shows the same picture.
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Flex, Result, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { downstreamOf, type Lineage } from '@cairn/contracts';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { TenantGate } from '../../shared/engagement/EngagementPageGate';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useLineage } from '../../shared/api/lineage/useLineage';
import { BuildBranchField } from '../building/BuildBranchField';
import { useBuildBranches } from '../building/useBuildBranches';
import { LineageGraph } from './LineageGraph';
import { upstreamOf } from './lineageLayout';
import { LineageNodePanel } from './LineageNodePanel';

export function LineagePage() {
  return (
    <TenantGate>
      <LineagePageContent />
    </TenantGate>
  );
}

function LineagePageContent() {
  const { t } = useTranslation();
  const { engagementId, pages } = useEngagementWorkspace();
  const [params, setParams] = useSearchParams();
  const { branches, defaultBranch } = useBuildBranches(engagementId ?? '');
  const branch = params.get('branch') ?? defaultBranch;
  const selectedId = params.get('node') ?? undefined;
  const lineage = useLineage(engagementId, branch);

  const show = (change: { branch?: string; node?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (!engagementId) return <PageSpin />;
  return (
    <>
      <PageHeader
        title={t('lineage.title')}
        subtitle={t('lineage.subtitle')}
        extra={
          <Space align="end" wrap>
            <div style={{ width: 220 }}>
              <BuildBranchField
                branches={branches}
                value={branch}
                // Another branch has other nodes: nothing stays selected.
                onChange={(value) => show({ branch: value, node: undefined })}
                testId="lineage-branch-select"
              />
            </div>
            {lineage.data && lineage.data.nodes.length > 0 && (
              <LineageSearch lineage={lineage.data} value={selectedId} onSelect={(node) => show({ node })} />
            )}
          </Space>
        }
      />
      <LineageBody
        engagementId={engagementId}
        branchNames={(branches.data ?? []).map((b) => b.name)}
        lineage={lineage}
        branch={branch}
        branchesPending={branches.isPending}
        selectedId={selectedId}
        isGain={pages.isGain}
        onSelect={(node) => show({ node })}
      />
    </>
  );
}

function LineageSearch({
  lineage,
  value,
  onSelect,
}: {
  lineage: Lineage;
  value: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      lineage.nodes.map((node) => ({
        value: node.id,
        label: `${node.name} (${t(`runs.layers.${node.layer}`, { defaultValue: node.layer })})`,
      })),
    [lineage, t],
  );
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ width: 260 }}
      placeholder={t('lineage.search')}
      aria-label={t('lineage.search')}
      value={value}
      onChange={(id?: string) => onSelect(id)}
      options={options}
      data-testid="lineage-search"
    />
  );
}

interface BodyProps {
  engagementId: string;
  branchNames: readonly string[];
  lineage: ReturnType<typeof useLineage>;
  branch: string | undefined;
  branchesPending: boolean;
  selectedId: string | undefined;
  isGain: boolean;
  onSelect: (id: string | undefined) => void;
}

function LineageBody(props: BodyProps) {
  const { engagementId, branchNames, lineage, branch, branchesPending, selectedId, isGain, onSelect } = props;
  const { t } = useTranslation();
  if (branchesPending || (branch && lineage.isPending)) return <PageSpin />;
  if (lineage.isError)
    return (
      <Result
        status="error"
        title={t('lineage.loadFailed')}
        data-testid="lineage-error"
        extra={<Button onClick={() => void lineage.refetch()}>{t('lineage.tryAgain')}</Button>}
      />
    );
  if (!branch || !lineage.data || lineage.data.nodes.length === 0)
    return (
      <Card>
        <Empty description={t('lineage.empty')} data-testid="lineage-empty">
          <Link to="/modeling/config">
            <Button type="primary">{t('lineage.openModeling')}</Button>
          </Link>
        </Empty>
      </Card>
    );

  const data = lineage.data;
  const selected = data.nodes.find((node) => node.id === selectedId);
  return (
    <Flex gap={16} align="start">
      <Card style={{ flex: 1, minWidth: 0 }}>
        <LineageGraph lineage={data} selectedId={selected?.id} onSelect={onSelect} />
      </Card>
      {selected && (
        // Keyed by the node: choosing another closes what the last one had open (its data diff
        // would otherwise stay open under the new title, with the last node's key columns).
        <LineageNodePanel
          key={selected.id}
          engagementId={engagementId}
          branchNames={branchNames}
          node={selected}
          branch={data.branch}
          isGain={isGain}
          upstream={upstreamOf(data, selected.id).length}
          downstream={downstreamOf(data, selected.id).length}
          onClose={() => onSelect(undefined)}
        />
      )}
    </Flex>
  );
}
