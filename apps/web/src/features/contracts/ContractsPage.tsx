// Data contracts (/contracts, docs/contracts.md): the published branch's nodes that other nodes,
// tests or dashboards read, each with its version, keys and readers, checked against a branch
// (the published one unless the address names another): kept, or the changes that break it, with
// Version up for whoever may publish.
import { useState } from 'react';
import { Alert, Card, Empty, Flex, Select, Space, Tag, Tooltip, Typography, Button } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContractBreak, DataContract } from '@cairn/contracts';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { ListTable } from '../../shared/components/ListTable';
import { useBranches } from '../../shared/api/nodeModel/useBranches';
import { useContractCheck } from '../../shared/api/pipelines/useContractCheck';
import { useContracts } from '../../shared/api/pipelines/useContracts';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { ContractDetails } from './ContractDetails';
import { nodeScreenAddress } from './contractTexts';
import { ReaderTags } from './ReaderTags';
import { VersionUpContractDialog } from './VersionUpContractDialog';

export function ContractsPage() {
  const { t } = useTranslation();
  const { engagementId, pages, flags, isLoading } = useEngagementWorkspace();
  if (isLoading) return <PageSpin />;
  if (!engagementId) return <Navigate to="/overview" replace />;
  const problem = !(pages.showNodeModelGitPages || pages.showNodeModelApiPages)
    ? t('contracts.noNodeModel')
    : !flags.canReadEngagementNodeModelGit
      ? t('contracts.noAccess')
      : null;
  return (
    <>
      <PageHeader title={t('contracts.title')} subtitle={t('contracts.description')} />
      {problem ? (
        <Card>
          <Empty description={problem} data-testid="contracts-unavailable" />
        </Card>
      ) : (
        <ContractsOf key={engagementId} engagementId={engagementId} isGain={pages.isGain} />
      )}
    </>
  );
}

function ContractsOf({ engagementId, isGain }: { engagementId: string; isGain: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const contracts = useContracts(engagementId);
  const branches = useBranches(engagementId);
  const published = contracts.data?.publishedBranch;
  const branch = params.get('branch') ?? published;
  const check = useContractCheck(engagementId, branch);
  const [versioning, setVersioning] = useState<DataContract | null>(null);
  const breakOf = (c: DataContract): ContractBreak | undefined =>
    check.data?.breaks.find((b) => b.layer === c.layer && b.node === c.node);
  const canVersionUp = !!contracts.data?.abilities.versionUp;

  if (contracts.isError) return <Alert type="error" showIcon title={contracts.error.message} />;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text data-testid="contracts-published">
          {published && t('contracts.publishedBranch', { branch: published })}
        </Typography.Text>
        <Space>
          <label htmlFor="contracts-branch">{t('contracts.checkBranch')}</label>
          <Select
            id="contracts-branch"
            style={{ minWidth: 200 }}
            value={branch}
            loading={branches.isPending}
            options={branches.data?.map((b) => ({ value: b.name, label: b.name }))}
            onChange={(value) => setParams({ branch: value }, { replace: true })}
            data-testid="contracts-branch"
          />
        </Space>
      </Flex>
      <ListTable<DataContract>
        rows={contracts.data?.contracts}
        loading={contracts.isPending}
        rowKey={(c) => `${c.layer}.${c.node}`}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contracts.empty')} />}
        expandable={{
          expandedRowRender: (c) => <ContractDetails contract={c} breaks={breakOf(c)} />,
          rowExpandable: () => true,
        }}
        data-testid="contracts-table"
        columns={[
          {
            title: t('contracts.node'),
            key: 'node',
            render: (_, c) => (
              <Link to={nodeScreenAddress(c.layer, branch ?? c.branch, c.node, isGain)}>
                {c.layer}.{c.node}
              </Link>
            ),
          },
          {
            title: t('contracts.version'),
            key: 'version',
            render: (_, c) => (
              <Space size={4}>
                <span>{c.version}</span>
                {!c.recorded && <Tag>{t('contracts.notRecorded')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('contracts.keys'),
            key: 'keys',
            render: (_, c) =>
              c.keys.length ? (
                c.keys.join(', ')
              ) : (
                <Typography.Text type="secondary">{t('contracts.noKeys')}</Typography.Text>
              ),
          },
          {
            title: t('contracts.readBy'),
            key: 'readBy',
            width: '35%',
            render: (_, c) => <ReaderTags consumers={c.consumers} />,
          },
          {
            title: t('contracts.onBranch', { branch: branch ?? '' }),
            key: 'status',
            render: (_, c) => <BreakTag loading={check.isPending} breaks={breakOf(c)} />,
          },
          {
            title: t('contracts.actions'),
            key: 'actions',
            render: (_, c) => (
              <Tooltip title={canVersionUp ? undefined : t('contracts.versionUpUnavailable')}>
                <Button
                  size="small"
                  disabled={!canVersionUp || !branch}
                  onClick={() => setVersioning(c)}
                  data-testid="contract-version-up-button"
                >
                  {t('contracts.versionUp')}
                </Button>
              </Tooltip>
            ),
          },
        ]}
      />
      {versioning && branch && (
        <VersionUpContractDialog
          engagementId={engagementId}
          contract={versioning}
          branch={branch}
          breaks={breakOf(versioning)}
          onClose={() => setVersioning(null)}
        />
      )}
    </Card>
  );
}

export function BreakTag({ loading, breaks }: { loading: boolean; breaks: ContractBreak | undefined }) {
  const { t } = useTranslation();
  if (loading) return null;
  return breaks ? (
    <Tag color="error" data-testid="contract-broken">
      {t('contracts.broken', { count: breaks.changes.length })}
    </Tag>
  ) : (
    <Tag color="success" data-testid="contract-kept">
      {t('contracts.kept')}
    </Tag>
  );
}
