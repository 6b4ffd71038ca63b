// The fields a tile's chart draws, picked from the columns of its table (or of its SQL's result):
// x or category, y or value (with how it is aggregated, for a table), the series, and a table
// chart's columns.
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Aggregate, BuilderTile, TableSource } from './builderModel';

interface Props {
  draft: BuilderTile;
  fields: ('dimension' | 'measure' | 'color')[];
  columns: { name: string; type: string }[];
  /** Offered when the builder writes the SQL; SQL of one's own aggregates itself. */
  aggregates?: readonly Aggregate[];
  /** Which columns the measure may be (numbers, unless they are only counted). */
  numericOnly: (type: string) => boolean;
  onChange: (patch: Partial<TableSource>) => void;
}

export function TileFieldSelects({ draft, fields, columns, aggregates, numericOnly, onChange }: Props) {
  const { t } = useTranslation();
  const source = draft.source;
  const options = (filter: (type: string) => boolean = () => true) =>
    columns
      .filter((c) => filter(c.type))
      .map((c) => ({ value: c.name, label: `${c.name} (${c.type.toLowerCase()})` }));
  const label = (field: 'dimension' | 'measure' | 'color') =>
    t(
      `dashboardBuilder.fields.${field}.${draft.chartType === 'pie' ? 'pie' : draft.chartType === 'kpi' ? 'kpi' : 'xy'}`,
    );
  const notFound = t('dashboardBuilder.noColumns');
  /** A searchable column picker of one chart field. */
  const columnSelect = (field: 'dimension' | 'measure' | 'color', choices = options(), extra = {}) => (
    <Select
      showSearch
      data-testid={`tile-field-${field}`}
      value={source[field]}
      options={choices}
      notFoundContent={notFound}
      onChange={(value: string | undefined) => onChange({ [field]: value })}
      {...extra}
    />
  );

  return (
    <>
      {fields.includes('dimension') && (
        <Form.Item label={label('dimension')} required>
          {columnSelect('dimension')}
        </Form.Item>
      )}
      {fields.includes('measure') && (
        <Form.Item label={label('measure')} required>
          {columnSelect('measure', options(numericOnly), {
            style: { width: aggregates ? 'calc(100% - 168px)' : '100%', marginRight: aggregates ? 8 : 0 },
          })}
          {aggregates && source.kind === 'table' && (
            <Select
              data-testid="tile-field-aggregate"
              aria-label={t('dashboardBuilder.aggregate')}
              value={source.aggregate}
              style={{ width: 160 }}
              options={aggregates.map((a) => ({ value: a, label: t(`dashboardBuilder.aggregates.${a}`) }))}
              onChange={(aggregate: Aggregate) => onChange({ aggregate })}
            />
          )}
        </Form.Item>
      )}
      {fields.includes('color') && (
        <Form.Item label={label('color')} extra={t('dashboardBuilder.colorHint')}>
          {columnSelect('color', options(), { allowClear: true })}
        </Form.Item>
      )}
      {draft.chartType === 'table' && source.kind === 'table' && (
        <Form.Item label={t('dashboardBuilder.columns')} extra={t('dashboardBuilder.columnsHint')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="tile-field-columns"
            value={source.columns ?? []}
            options={options()}
            notFoundContent={notFound}
            onChange={(picked: string[]) => onChange({ columns: picked })}
          />
        </Form.Item>
      )}
    </>
  );
}
