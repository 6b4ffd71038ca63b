// The filters of a Cairn dashboard, above its tiles: every tile whose query uses a filter follows
// it. Values live in the address (`f.<id>`), so a reload, a shared link or the full-screen tab
// shows the same selection.
import { DatePicker, Flex, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DashboardFilter, TileFilterValues } from '@cairn/contracts';
import { useFilterOptions } from '../../../shared/api/dashboards/useFilterOptions';

interface FiltersProps {
  engagementId: string;
  dashboardId: string;
  version: number;
  filters: readonly DashboardFilter[];
  values: TileFilterValues;
  onChange: (id: string, value: string | number | boolean | null) => void;
}

export function DashboardFilters({ filters, values, onChange, ...at }: FiltersProps) {
  if (filters.length === 0) return null;
  return (
    <Flex wrap gap="middle" align="end" data-testid="dashboard-filters" style={{ marginBottom: 16 }}>
      {filters.map((filter) => (
        <label key={filter.id} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text type="secondary">{filter.label}</Typography.Text>
          <FilterInput
            filter={filter}
            value={values[filter.id] ?? null}
            onChange={(v) => onChange(filter.id, v)}
            {...at}
          />
        </label>
      ))}
    </Flex>
  );
}

function FilterInput({
  filter,
  value,
  onChange,
  engagementId,
  dashboardId,
  version,
}: {
  filter: DashboardFilter;
  value: string | number | boolean | null;
  onChange: (value: string | number | boolean | null) => void;
  engagementId: string;
  dashboardId: string;
  version: number;
}) {
  const { t } = useTranslation();
  const options = useFilterOptions(
    engagementId,
    dashboardId,
    version,
    filter.id,
    filter.type === 'select' && !!filter.optionsQuery,
  );
  const testId = `dashboard-filter-${filter.id}`;
  switch (filter.type) {
    case 'select': {
      const choices = filter.options ?? options.data ?? [];
      return (
        <Select
          data-testid={testId}
          aria-label={filter.label}
          allowClear
          showSearch
          placeholder={t('dashboards.all')}
          loading={options.isLoading}
          style={{ minWidth: 180 }}
          value={value === null ? undefined : String(value)}
          onChange={(v?: string) =>
            onChange(v === undefined ? null : (choices.find((c) => String(c) === v) ?? v))
          }
          options={choices.map((c) => ({ value: String(c), label: String(c) }))}
        />
      );
    }
    case 'number':
      return (
        <InputNumber
          data-testid={testId}
          aria-label={filter.label}
          placeholder={t('dashboards.all')}
          value={typeof value === 'number' ? value : value === null ? null : Number(value)}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'date':
      return (
        <DatePicker
          data-testid={testId}
          aria-label={filter.label}
          placeholder={t('dashboards.all')}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
        />
      );
    case 'text':
      return (
        <Input.Search
          data-testid={testId}
          aria-label={filter.label}
          placeholder={t('dashboards.all')}
          allowClear
          defaultValue={value === null ? '' : String(value)}
          onSearch={(v) => onChange(v.trim() === '' ? null : v)}
          style={{ width: 200 }}
        />
      );
  }
}
