// Promotions tab of /gain (admin-console.md sections 2 and 4): the promotion history of a process
// type's import configuration with Promote (a version of its history), Revert on the latest
// finished promotion and the Target label on the version a revert restores. The server decides
// both marks and what the caller may do; the list refreshes while a test import runs.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAIN_PROCESS_TYPES, type GainProcessType, type GainPromotionAnswer } from '@cairn/contracts';
import { usePromotions } from '../../../shared/api/gainGovernance/usePromotions';
import { ListTable } from '../../../shared/components/ListTable';
import { ListToolbar } from '../../../shared/components/ListToolbar';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { GainPromotionPromoteDialog } from './dialogs/GainPromotionPromoteDialog';
import { GainPromotionRevertDialog } from './dialogs/GainPromotionRevertDialog';
import { gainDate } from './gainDates';
import { PromotionStatusTag } from './promotionStatus';

const processTypeOf = (value: string | null): GainProcessType =>
  GAIN_PROCESS_TYPES.find((p) => p === value) ?? 'GainData';

export function GainPromotionsPage() {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return null;
  return <Promotions engagementId={engagementId} />;
}

function Promotions({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const processType = processTypeOf(params.get('processType'));
  const promotions = usePromotions(engagementId, processType);
  const [promoting, setPromoting] = useState(false);
  const [reverting, setReverting] = useState<GainPromotionAnswer | null>(null);
  const list = promotions.data;
  const target = list?.results.find((p) => p.isRevertTarget);

  if (promotions.isPending) return <PageSpin />;
  if (promotions.isError || !list)
    return (
      <Alert
        type="error"
        showIcon
        message={t('gainGovernance.loadFailed')}
        data-testid="gain-promotions-error"
      />
    );

  return (
    <Card data-testid="gain-promotions">
      <ListToolbar
        actions={
          <Button
            type="primary"
            disabled={!list.abilities.promote}
            onClick={() => setPromoting(true)}
            data-testid="gain-promote-open"
          >
            {t('gainGovernance.promotions.promote')}
          </Button>
        }
      >
        <Space wrap>
          <Segmented<GainProcessType>
            value={processType}
            onChange={(value) => setParams({ processType: value }, { replace: true })}
            options={GAIN_PROCESS_TYPES.map((p) => ({
              value: p,
              label: t(`gainGovernance.processTypes.${p}`),
            }))}
            data-testid="gain-promotions-process-type"
          />
          <Typography.Text type="secondary" data-testid="gain-promotions-runs-use">
            {list.versionForRuns === null
              ? t('gainGovernance.promotions.runsUseNewest')
              : t('gainGovernance.promotions.runsUse', { version: list.versionForRuns })}
          </Typography.Text>
          {list.inProgress && (
            <Tag color="processing" data-testid="gain-promotions-in-progress">
              {t('gainGovernance.promotions.inProgress')}
            </Tag>
          )}
        </Space>
      </ListToolbar>
      <ListTable<GainPromotionAnswer>
        rowKey="promotionId"
        rows={list.results}
        data-testid="gain-promotions-table"
        onRow={(row) =>
          ({
            'data-version': row.sourceVersion,
            'data-promotion': row.promotionId,
          }) as React.HTMLAttributes<HTMLElement>
        }
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span data-testid="gain-promotions-empty">{t('gainGovernance.promotions.noHistory')}</span>
            }
          />
        }
        columns={[
          {
            key: 'version',
            title: t('gainGovernance.promotions.version'),
            render: (_, row) => (
              <Space>
                <span>{row.sourceVersion}</span>
                {row.isRevertTarget && (
                  <Tag color="blue" data-testid="gain-promotion-target">
                    {t('gainGovernance.promotions.target')}
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('gainGovernance.promotions.status'),
            render: (_, row) => <PromotionStatusTag status={row.status} message={row.statusMessage} />,
          },
          {
            key: 'time',
            title: t('gainGovernance.promotions.time'),
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_, row) => gainDate(row.promotedAt),
          },
          {
            key: 'updatedBy',
            title: t('gainGovernance.promotions.updatedBy'),
            render: (_, row) => row.createdBy ?? '-',
          },
          {
            key: 'comment',
            title: t('gainGovernance.promotions.comment'),
            render: (_, row) => row.comment ?? '',
          },
          {
            key: 'actions',
            title: t('gainGovernance.promotions.actions'),
            align: 'right',
            render: (_, row) =>
              row.abilities.revert && target ? (
                <Button
                  size="small"
                  danger
                  onClick={() => setReverting(row)}
                  data-testid="gain-promotion-revert"
                >
                  {t('gainGovernance.promotions.revert')}
                </Button>
              ) : null,
          },
        ]}
      />
      {promoting && (
        <GainPromotionPromoteDialog
          engagementId={engagementId}
          processType={processType}
          onClose={() => setPromoting(false)}
        />
      )}
      {reverting && target && (
        <GainPromotionRevertDialog
          engagementId={engagementId}
          processType={processType}
          promotion={reverting}
          target={target}
          onClose={() => setReverting(null)}
        />
      )}
    </Card>
  );
}
