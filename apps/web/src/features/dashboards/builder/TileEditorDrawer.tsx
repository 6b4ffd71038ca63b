// Adding or changing one tile: its title, a table (the builder writes the SQL) or SQL of one's own,
// the chart type and its fields, and the width — with the tile drawn live from the warehouse as the
// choices change, exactly as the saved dashboard will draw it.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type WarehouseTable } from '@cairn/contracts';
import { usePreviewTile } from '../../../shared/api/dashboards/useDashboardBuilder';
import { useNeedsPermission } from '../../../shared/access/useNeedsPermission';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { TileBody } from '../cairn/TileBody';
import {
  AGGREGATES,
  CHART_TYPES,
  chartFields,
  chartReady,
  isNumericColumn,
  tileChart,
  tileQuery,
  TILE_WIDTHS,
  type BuilderFilter,
  type BuilderTile,
  type TableSource,
} from './builderModel';
import { TileFieldSelects } from './TileFieldSelects';

interface Props {
  engagementId: string;
  /** The tile being edited (a new tile comes with its id and defaults); null when closed. */
  tile: BuilderTile | null;
  isNew: boolean;
  filters: BuilderFilter[];
  /** The warehouse's tables; undefined while loading or when the user may not list them. */
  tables: WarehouseTable[] | undefined;
  canListTables: boolean;
  onDone: (tile: BuilderTile) => void;
  onClose: () => void;
}

export function TileEditorDrawer({
  engagementId,
  tile,
  isNew,
  filters,
  tables,
  canListTables,
  onDone,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BuilderTile | null>(tile);
  useEffect(() => setDraft(tile), [tile]);
  return (
    <Drawer
      open={!!tile}
      onClose={onClose}
      size={1120}
      destroyOnHidden
      title={isNew ? t('dashboardBuilder.addTile') : t('dashboardBuilder.editTile')}
      data-testid="tile-editor"
      extra={
        draft && (
          <TileEditorActions
            draft={draft}
            filters={filters}
            tables={tables ?? []}
            onCancel={onClose}
            onDone={onDone}
          />
        )
      }
    >
      {draft && (
        <TileEditorForm
          engagementId={engagementId}
          draft={draft}
          setDraft={setDraft}
          filters={filters}
          tables={tables}
          canListTables={canListTables}
        />
      )}
    </Drawer>
  );
}

/** Done only once the tile has a title and everything its chart draws (the reason is said). */
function TileEditorActions({
  draft,
  filters,
  tables,
  onCancel,
  onDone,
}: {
  draft: BuilderTile;
  filters: BuilderFilter[];
  tables: WarehouseTable[];
  onCancel: () => void;
  onDone: (tile: BuilderTile) => void;
}) {
  const { t } = useTranslation();
  const missing = !draft.title.trim()
    ? t('dashboardBuilder.needsTitle')
    : !tileQuery(draft, filters, tables) || !chartReady(tileChart(draft))
      ? t('dashboardBuilder.needsFields')
      : null;
  return (
    <Flex gap="small" align="center">
      {missing && (
        <Typography.Text type="secondary" data-testid="tile-editor-missing">
          {missing}
        </Typography.Text>
      )}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button
        type="primary"
        disabled={!!missing}
        data-testid="tile-editor-done"
        onClick={() => onDone(draft)}
      >
        {t('dashboardBuilder.done')}
      </Button>
    </Flex>
  );
}

interface FormProps {
  engagementId: string;
  draft: BuilderTile;
  setDraft: (tile: BuilderTile) => void;
  filters: BuilderFilter[];
  tables: WarehouseTable[] | undefined;
  canListTables: boolean;
}

function TileEditorForm({ engagementId, draft, setDraft, filters, tables, canListTables }: FormProps) {
  const { t } = useTranslation();
  const needsPermission = useNeedsPermission();
  const source = draft.source;
  const table =
    source.kind === 'table'
      ? tables?.find((x) => x.schema === source.schema && x.name === source.table)
      : undefined;
  const query = tileQuery(draft, filters, tables ?? []);
  const chart = tileChart(draft);
  // SQL being typed runs once the author pauses; a table tile's SQL changes only by choice.
  const settledQuery = useDebouncedValue(query, source.kind === 'sql' ? 600 : 0);
  const preview = usePreviewTile(engagementId, settledQuery);
  const resultColumns = useMemo(() => preview.data?.columns ?? [], [preview.data]);
  const update = (patch: Partial<BuilderTile>) => setDraft({ ...draft, ...patch });
  const updateSource = (patch: Partial<TableSource> | Partial<BuilderTile['source']>) =>
    setDraft({ ...draft, source: { ...source, ...patch } as BuilderTile['source'] });

  const tableOptions = useMemo(() => {
    const schemas = new Map<string, { value: string; label: string }[]>();
    for (const x of tables ?? []) {
      const name = `${x.schema}.${x.name}`;
      schemas.set(x.schema, [...(schemas.get(x.schema) ?? []), { value: name, label: name }]);
    }
    return [...schemas].map(([schema, options]) => ({ label: schema, title: schema, options }));
  }, [tables]);

  return (
    <Row gutter={24}>
      <Col xs={24} xl={11}>
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label={t('dashboardBuilder.tileTitle')} required>
            <Input
              autoFocus
              value={draft.title}
              maxLength={200}
              data-testid="tile-title"
              onChange={(e) => update({ title: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('dashboardBuilder.source')}>
            <Segmented
              data-testid="tile-source"
              value={source.kind}
              options={[
                { value: 'table', label: t('dashboardBuilder.fromTable') },
                { value: 'sql', label: t('dashboardBuilder.fromSql') },
              ]}
              onChange={(kind) =>
                update({
                  source:
                    kind === 'sql'
                      ? {
                          kind: 'sql',
                          query: query ?? '',
                          dimension: source.dimension,
                          measure: source.measure,
                          color: source.color,
                        }
                      : { kind: 'table', schema: '', table: '', aggregate: 'sum' },
                })
              }
            />
          </Form.Item>
          {source.kind === 'table' ? (
            <Form.Item
              label={t('dashboardBuilder.table')}
              extra={!canListTables ? needsPermission(PERMISSIONS.pipelinesRead) : undefined}
            >
              <Select
                showSearch
                data-testid="tile-table-select"
                disabled={!canListTables}
                loading={canListTables && !tables}
                placeholder={t('dashboardBuilder.pickTable')}
                value={source.table ? `${source.schema}.${source.table}` : undefined}
                options={tableOptions}
                notFoundContent={t('dashboardBuilder.noTables')}
                onChange={(value: string) => {
                  const [schema, ...rest] = value.split('.');
                  updateSource({
                    schema,
                    table: rest.join('.'),
                    dimension: undefined,
                    measure: undefined,
                    color: undefined,
                    columns: undefined,
                  });
                }}
              />
            </Form.Item>
          ) : (
            <Form.Item label={t('dashboardBuilder.sql')} extra={t('dashboardBuilder.sqlHint')}>
              <Input.TextArea
                data-testid="tile-sql"
                value={source.query}
                autoSize={{ minRows: 4, maxRows: 14 }}
                spellCheck={false}
                style={{ fontFamily: 'monospace' }}
                onChange={(e) => updateSource({ query: e.target.value })}
              />
            </Form.Item>
          )}
          <Form.Item label={t('dashboardBuilder.chartType')}>
            <Segmented
              data-testid="tile-chart-type"
              value={draft.chartType}
              options={CHART_TYPES.map((type) => ({
                value: type,
                label: t(`dashboardBuilder.charts.${type}`),
              }))}
              onChange={(chartType) => update({ chartType })}
            />
          </Form.Item>
          <TileFieldSelects
            draft={draft}
            fields={chartFields(draft.chartType)}
            columns={source.kind === 'table' ? (table?.columns ?? []) : resultColumns}
            aggregates={source.kind === 'table' ? AGGREGATES : undefined}
            numericOnly={(type) =>
              source.kind === 'table' && source.aggregate !== 'count' && source.aggregate !== 'none'
                ? isNumericColumn(type)
                : true
            }
            onChange={updateSource}
          />
          <Form.Item label={t('dashboardBuilder.width')}>
            <Segmented
              data-testid="tile-width"
              value={draft.width}
              options={TILE_WIDTHS.map((width) => ({
                value: width,
                label: t(`dashboardBuilder.widths.${width}`),
              }))}
              onChange={(width) => update({ width })}
            />
          </Form.Item>
        </Form>
      </Col>
      {/* Beside the fields, in view while they change. */}
      <Col xs={24} xl={13}>
        <div style={{ position: 'sticky', top: 0 }}>
          <Card size="small" title={t('dashboardBuilder.preview')} data-testid="tile-preview">
            {!query ? (
              <Typography.Text type="secondary">{t('dashboardBuilder.previewWaits')}</Typography.Text>
            ) : (
              // Until the chart has its fields, the rows show as a table.
              <TileBody
                chart={chartReady(chart) ? chart : { type: 'table' }}
                title={draft.title}
                result={preview.data}
                error={preview.error}
              />
            )}
          </Card>
          {source.kind === 'table' && query && (
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              data-testid="tile-generated-sql"
              title={t('dashboardBuilder.generatedSql')}
              description={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{query}</pre>}
            />
          )}
        </div>
      </Col>
    </Row>
  );
}
