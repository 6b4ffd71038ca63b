// A Cairn dashboard (workspace.md /dashboards/:reportId for the `cairn` provider): its filters, its
// pages as tabs (one page needs none) and each page's tiles on the 24-column grid.
import { useMemo } from 'react';
import { Col, Row, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { EmbeddedDashboard, TileFilterValues } from '@cairn/contracts';
import { DashboardFilters } from './DashboardFilters';
import { DashboardTile } from './DashboardTile';

type CairnEmbed = Extract<EmbeddedDashboard, { provider: 'cairn' }>;

/** Filter values are kept in the address as `f.<filterId>`. */
export const FILTER_PARAM_PREFIX = 'f.';

export function CairnDashboard({ engagementId, dashboard }: { engagementId: string; dashboard: CairnEmbed }) {
  const [params, setParams] = useSearchParams();
  const definition = dashboard.definition;
  const filters = useMemo(() => definition.filters ?? [], [definition.filters]);
  const serialisedParams = params.toString();
  const values = useMemo(() => {
    const out: TileFilterValues = {};
    const current = new URLSearchParams(serialisedParams);
    for (const filter of filters) {
      const raw = current.get(`${FILTER_PARAM_PREFIX}${filter.id}`);
      if (raw === null) continue;
      out[filter.id] =
        filter.type === 'number' && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    }
    return out;
  }, [filters, serialisedParams]);
  const setFilter = (id: string, value: string | number | boolean | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(`${FILTER_PARAM_PREFIX}${id}`);
        else next.set(`${FILTER_PARAM_PREFIX}${id}`, String(value));
        return next;
      },
      { replace: true },
    );
  const address = { engagementId, dashboardId: dashboard.id, version: dashboard.version, filters: values };

  const page = (index: number) => (
    <Row gutter={[16, 16]} data-testid="dashboard-page" data-page={index}>
      {definition.pages[index].tiles.map((tile) => (
        <Col key={tile.id} xs={24} lg={tile.width ?? 12}>
          <DashboardTile tile={tile} address={address} />
        </Col>
      ))}
    </Row>
  );

  return (
    <div data-testid="cairn-dashboard" data-version={dashboard.version}>
      {definition.description && (
        <Typography.Paragraph type="secondary">{definition.description}</Typography.Paragraph>
      )}
      <DashboardFilters
        engagementId={engagementId}
        dashboardId={dashboard.id}
        version={dashboard.version}
        filters={filters}
        values={values}
        onChange={setFilter}
      />
      {definition.pages.length === 1 ? (
        page(0)
      ) : (
        <Tabs
          data-testid="dashboard-pages"
          items={definition.pages.map((p, i) => ({ key: String(i), label: p.title, children: page(i) }))}
        />
      )}
    </div>
  );
}
