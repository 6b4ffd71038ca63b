// /dashboards/new and /dashboards/:reportId/edit (issue 27): a dashboard made in the product by
// anyone with the dashboard write permission — a name, filters made from columns, pages of tiles on
// the 24-column grid, each tile drawn live — saved as the next version of the dashboard of that name
// (the definition file stays the format: export gives it as YAML or JSON).
import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, Dropdown, Empty, Flex, Form, Input, Row, Spin, Tabs } from 'antd';
import { DownloadOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PERMISSIONS } from '@cairn/contracts';
import { useNeedsPermission } from '../../../shared/access/useNeedsPermission';
import { useDashboardEmbed } from '../../../shared/api/dashboards/useDashboardEmbed';
import { useSaveDashboardDefinition } from '../../../shared/api/dashboards/useDashboardBuilder';
import { useWarehouseTables } from '../../../shared/api/pipelines/useWarehouseTables';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { useUnsavedChangesGuard } from '../../../shared/hooks/useUnsavedChangesGuard';
import { BuilderFilters } from './BuilderFilters';
import { BuilderTileCard } from './BuilderTileCard';
import {
  definitionProblems,
  emptyState,
  fromDefinition,
  nextTileId,
  tileQuery,
  toDefinition,
  type BuilderState,
  type BuilderTile,
} from './builderModel';
import { exportDefinition, type ExportFormat } from './exportDefinition';
import { TileEditorDrawer } from './TileEditorDrawer';

export function DashboardBuilderPage() {
  const { reportId } = useParams();
  const { engagementId, flags } = useEngagementWorkspace();
  const needsPermission = useNeedsPermission();
  const embed = useDashboardEmbed(reportId ? engagementId : null, reportId ?? '');
  if (!engagementId) return null;
  if (!flags.canWriteEngagementPowerBiDashboards)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="builder-not-allowed"
        title={needsPermission(PERMISSIONS.dashboardingPowerBiWriter)}
      />
    );
  if (!reportId) return <DashboardBuilder engagementId={engagementId} initial={null} />;
  if (embed.isError)
    return <Alert type="error" showIcon data-testid="dashboard-error" title={embed.error.message} />;
  if (!embed.data) return <Spin data-testid="dashboard-loading" />;
  if (embed.data.provider !== 'cairn') return null;
  return <DashboardBuilder engagementId={engagementId} initial={fromDefinition(embed.data.definition)} />;
}

interface Editing {
  tile: BuilderTile;
  /** Its place on the open page; null for a new tile. */
  index: number | null;
}

function DashboardBuilder({ engagementId, initial }: { engagementId: string; initial: BuilderState | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { flags, pages: features } = useEngagementWorkspace();
  const canListTables = features.showPipelinePages && flags.canReadEngagementPipelines;
  const tables = useWarehouseTables(engagementId, { enabled: canListTables }).data;
  const [state, setState] = useState<BuilderState>(() => initial ?? emptyState());
  const [dirty, setDirty] = useState(false);
  const [activePage, setActivePage] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [savedId, setSavedId] = useState<string | null>(null);
  const save = useSaveDashboardDefinition(engagementId);
  useUnsavedChangesGuard(dirty);
  // Opens the saved dashboard once the page no longer holds unsaved changes (the guard would ask).
  useEffect(() => {
    if (savedId && !dirty) navigate(`/dashboards/${encodeURIComponent(savedId)}`);
  }, [savedId, dirty, navigate]);

  const change = (next: BuilderState) => {
    setState(next);
    setDirty(true);
    setProblems([]);
  };
  const page = state.pages[activePage] ?? state.pages[0];
  const setTiles = (tiles: BuilderTile[]) =>
    change({ ...state, pages: state.pages.map((p, i) => (i === activePage ? { ...p, tiles } : p)) });
  const pageTitle = (index: number) => t('dashboardBuilder.pageN', { n: index + 1 });
  const definition = () => toDefinition(state, tables ?? [], pageTitle);

  const onSave = () => {
    const found = definitionProblems(definition());
    setProblems(found);
    if (found.length) return;
    save.mutate(definition(), {
      onSuccess: (saved) => {
        void message.success(t('dashboardBuilder.saved', { name: saved.name }));
        setDirty(false);
        setSavedId(saved.id);
      },
    });
  };
  const onExport = (format: ExportFormat) => void exportDefinition(definition(), format);
  const addTile = () =>
    setEditing({
      index: null,
      tile: {
        id: nextTileId(state),
        title: '',
        chartType: 'bar',
        width: 12,
        source: canListTables
          ? { kind: 'table', schema: '', table: '', aggregate: 'sum' }
          : { kind: 'sql', query: '' },
      },
    });

  return (
    <div data-testid="dashboard-builder">
      <PageHeader
        title={
          initial ? t('dashboardBuilder.editTitle', { name: initial.name }) : t('dashboardBuilder.newTitle')
        }
        subtitle={t('dashboardBuilder.intro')}
        extra={
          <Flex gap="small">
            <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
            <Dropdown
              menu={{
                items: [
                  { key: 'yaml', label: t('dashboardBuilder.exportYaml') },
                  { key: 'json', label: t('dashboardBuilder.exportJson') },
                ],
                onClick: ({ key }) => onExport(key as ExportFormat),
              }}
            >
              <Button icon={<DownloadOutlined />} data-testid="builder-export">
                {t('dashboardBuilder.export')}
              </Button>
            </Dropdown>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              data-testid="builder-save"
              onClick={onSave}
            >
              {t('common.save')}
            </Button>
          </Flex>
        }
      />
      {(problems.length > 0 || save.error) && (
        <Alert
          type="error"
          showIcon
          data-testid="builder-problems"
          style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
          title={t('dashboardBuilder.cannotSave')}
          description={problems.length ? problems.join('\n') : save.error?.message}
        />
      )}
      <Form layout="vertical" requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Form.Item
              label={t('dashboardBuilder.name')}
              required
              extra={initial ? t('dashboardBuilder.renameHint') : t('dashboardBuilder.nameHint')}
            >
              <Input
                autoFocus={!initial}
                data-testid="builder-name"
                value={state.name}
                maxLength={200}
                onChange={(e) => change({ ...state, name: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={14}>
            <Form.Item label={t('dashboardBuilder.description')}>
              <Input
                data-testid="builder-description"
                value={state.description}
                maxLength={2000}
                onChange={(e) => change({ ...state, description: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <BuilderFilters
        filters={state.filters}
        tables={tables}
        canListTables={canListTables}
        onChange={(filters) => change({ ...state, filters })}
      />
      <Tabs
        type="editable-card"
        activeKey={String(activePage)}
        onChange={(key) => setActivePage(Number(key))}
        addIcon={
          <span data-testid="builder-add-page" aria-label={t('dashboardBuilder.addPage')}>
            <PlusOutlined />
          </span>
        }
        onEdit={(key, action) => {
          if (action === 'add') {
            change({ ...state, pages: [...state.pages, { title: '', tiles: [] }] });
            setActivePage(state.pages.length);
          } else if (state.pages.length > 1) {
            const index = Number(key);
            change({ ...state, pages: state.pages.filter((_, i) => i !== index) });
            setActivePage(Math.max(0, Math.min(activePage, state.pages.length - 2)));
          }
        }}
        items={state.pages.map((p, i) => ({
          key: String(i),
          label: p.title.trim() || pageTitle(i),
          closable: state.pages.length > 1 && p.tiles.length === 0,
        }))}
      />
      <Flex gap="small" align="center" style={{ marginBottom: 16 }}>
        <Input
          style={{ maxWidth: 320 }}
          data-testid="builder-page-title"
          aria-label={t('dashboardBuilder.pageTitle')}
          placeholder={pageTitle(activePage)}
          value={page.title}
          maxLength={100}
          onChange={(e) =>
            change({
              ...state,
              pages: state.pages.map((p, i) => (i === activePage ? { ...p, title: e.target.value } : p)),
            })
          }
        />
        <Button type="primary" ghost icon={<PlusOutlined />} data-testid="builder-add-tile" onClick={addTile}>
          {t('dashboardBuilder.addTile')}
        </Button>
      </Flex>
      {page.tiles.length === 0 ? (
        <Empty description={t('dashboardBuilder.noTiles')} data-testid="builder-no-tiles">
          <Button type="primary" icon={<PlusOutlined />} onClick={addTile}>
            {t('dashboardBuilder.addTile')}
          </Button>
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {page.tiles.map((tile, index) => (
            <Col key={tile.id} xs={24} lg={tile.width}>
              <BuilderTileCard
                engagementId={engagementId}
                tile={tile}
                query={tileQuery(tile, state.filters, tables ?? [])}
                first={index === 0}
                last={index === page.tiles.length - 1}
                onEdit={() => setEditing({ tile, index })}
                onMove={(by) => {
                  const tiles = [...page.tiles];
                  [tiles[index], tiles[index + by]] = [tiles[index + by], tiles[index]];
                  setTiles(tiles);
                }}
                onRemove={() => setTiles(page.tiles.filter((_, i) => i !== index))}
              />
            </Col>
          ))}
        </Row>
      )}
      <TileEditorDrawer
        engagementId={engagementId}
        tile={editing?.tile ?? null}
        isNew={editing?.index === null}
        filters={state.filters}
        tables={tables}
        canListTables={canListTables}
        onClose={() => setEditing(null)}
        onDone={(tile) => {
          const tiles = [...page.tiles];
          if (editing?.index === null || editing?.index === undefined) tiles.push(tile);
          else tiles[editing.index] = tile;
          setTiles(tiles);
          setEditing(null);
        }}
      />
    </div>
  );
}
