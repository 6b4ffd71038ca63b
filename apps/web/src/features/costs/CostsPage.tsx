// /costs (admin-console.md "Costs"): the costs of a tenant per resource with a summary row and
// expandable details, a chart of month-to-date cost per resource, a tenant selector when the caller
// reads the costs of several tenants (kept in the address), Stop cost saving at tenant level and
// per engagement — each button shown from the answer's abilities — and what auto-pause did to each
// pausable resource (issue 26).
import { useState } from 'react';
import { Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { PauseCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Costs } from '@cairn/contracts';
import { useCosts } from '../../shared/api/costs/useCosts';
import type { CostSavingTarget } from '../../shared/api/costs/useStopCostSaving';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { CostBarChart } from './CostBarChart';
import { StopCostSavingDialog } from './dialogs/StopCostSavingDialog';
import { CostPauseStatesTable } from './tables/CostPauseStatesTable';
import { CostsTable } from './tables/CostsTable';

type EngagementCostSaving = Costs['engagements'][number];

export function CostsPage() {
  const { t } = useTranslation();
  const { engagement, isLoading: workspaceLoading } = useEngagementWorkspace();
  const [params, setParams] = useSearchParams();
  const tenantId = params.get('tenantId') ?? engagement?.tenantId ?? undefined;
  // The selected engagement's tenant is asked for once the engagement is known.
  const costs = useCosts(tenantId, { enabled: !workspaceLoading });
  const [stopping, setStopping] = useState<{ target: CostSavingTarget; name: string } | null>(null);
  const data = costs.data;
  const tenantName = data?.tenants.find((x) => x.id === data.tenantId)?.name ?? '';
  const stoppedUntil = (until: string | null) =>
    until ? (
      <Tag color="orange" data-testid="cost-saving-stopped" data-until={until}>
        {t('costs.stoppedUntil', { time: dayjs(until).format('HH:mm') })}
      </Tag>
    ) : (
      <Tag data-testid="cost-saving-active">{t('costs.costSavingActive')}</Tag>
    );

  return (
    <div data-testid="costs-page">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="page-title">
          {t('costs.title')}
        </Typography.Title>
        <Space wrap>
          {data && data.tenants.length > 1 && (
            <Select
              aria-label={t('costs.tenant')}
              data-testid="costs-tenant-select"
              style={{ minWidth: 240 }}
              value={data.tenantId ?? undefined}
              options={data.tenants.map((x) => ({ value: x.id, label: x.name }))}
              onChange={(id: string) => setParams({ tenantId: id }, { replace: true })}
              showSearch
              optionFilterProp="label"
            />
          )}
          {data?.tenant && stoppedUntil(data.tenant.stoppedUntil)}
          {data?.tenant?.abilities.stopCostSaving && data.tenantId && (
            <Button
              icon={<PauseCircleOutlined />}
              data-testid="costs-stop-cost-saving"
              onClick={() => setStopping({ target: { tenantId: data.tenantId! }, name: tenantName })}
            >
              {t('costs.stopCostSaving')}
            </Button>
          )}
        </Space>
      </Space>
      {costs.isError ? (
        <Typography.Text type="danger" data-testid="costs-error">
          {t('costs.loadFailed')}
        </Typography.Text>
      ) : (
        <>
          <CostsTable costs={data} loading={costs.isLoading || costs.isFetching} />
          {data && <CostBarChart rows={data.rows} />}
          {data && data.engagements.length > 0 && (
            <Card title={t('costs.engagements')} size="small" style={{ marginTop: 16 }}>
              <Table<EngagementCostSaving>
                data-testid="costs-engagements"
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={data.engagements}
                onRow={(row) => ({ 'data-engagement': row.id }) as React.HTMLAttributes<HTMLElement>}
                columns={[
                  { title: t('costs.engagement'), dataIndex: 'name', key: 'name' },
                  {
                    title: t('costs.costSaving'),
                    key: 'costSaving',
                    render: (_, row) => stoppedUntil(row.stoppedUntil),
                  },
                  {
                    title: '',
                    key: 'action',
                    align: 'right',
                    render: (_, row) =>
                      row.abilities.stopCostSaving ? (
                        <Button
                          size="small"
                          icon={<PauseCircleOutlined />}
                          data-testid={`costs-stop-cost-saving-${row.id}`}
                          onClick={() => setStopping({ target: { engagementId: row.id }, name: row.name })}
                        >
                          {t('costs.stopCostSaving')}
                        </Button>
                      ) : null,
                  },
                ]}
              />
            </Card>
          )}
          {data && <CostPauseStatesTable states={data.pauseStates} />}
        </>
      )}
      {stopping && (
        <StopCostSavingDialog
          open
          target={stopping.target}
          name={stopping.name}
          onClose={() => setStopping(null)}
        />
      )}
    </div>
  );
}
