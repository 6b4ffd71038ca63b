// Beside the graph, the selected node: what it is, its last build (with the run that built it),
// where to edit it, each of its columns with the source columns it is computed from (a query that is
// not a plain SELECT has no traced columns, and the panel says so), and its data diff with a branch.
import { Link } from 'react-router';
import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Empty, Flex, Typography } from 'antd';
import { CloseOutlined, DiffOutlined, EditOutlined, HistoryOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LineageColumn, LineageNode, NodeModelLayer } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useFormatNumber } from '../../shared/format/numbers';
import { BuildStatusTag } from '../building/BuildStatusTag';
import { runPageAddress } from '../pipelines/runStatus';
import { DataDiffPanel } from '../data-diff/DataDiffPanel';
import { NodeHistoryDrawer } from '../node-model/history/NodeHistoryDrawer';
import { TablePreviewDialog } from '../pipelines/dialogs/TablePreviewDialog';
import { lineageNodeAddress } from './lineageAddresses';

interface Props {
  engagementId: string;
  node: LineageNode;
  branch: string;
  /** The branches a node's data can be compared with (the data diff). */
  branchNames: readonly string[];
  isGain: boolean;
  /** How many it reads and how many read it (directly or not). */
  upstream: number;
  downstream: number;
  onClose: () => void;
}

const sourceText = (source: LineageColumn['sources'][number]) =>
  source.table ? `${source.table}.${source.column}` : source.column;

const DIFF_LAYERS = ['model', 'filtering', 'labeling', 'analytical'] as const;
type DiffLayer = (typeof DIFF_LAYERS)[number];
const diffLayerOf = (node: LineageNode) =>
  node.kind === 'node' && (DIFF_LAYERS as readonly string[]).includes(node.layer)
    ? (node.layer as DiffLayer)
    : undefined;

export function LineageNodePanel(props: Props) {
  const { engagementId, node, branch, branchNames, isGain, upstream, downstream, onClose } = props;
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [history, setHistory] = useState(false);
  // A table or a built node has rows to preview; a node (or a test's or source's node) has a history
  // in git. A source is a query the build offers its node as a view, with no table of its own.
  const previewable = node.kind === 'table' || node.kind === 'node';
  const historyNode = node.kind === 'node' ? node.name : node.node;
  const diffLayer = diffLayerOf(node);
  const formatNumber = useFormatNumber();
  const build = node.lastBuild;
  const editAt = lineageNodeAddress(node, branch, isGain);
  const notAvailable = t('common.notAvailable');

  return (
    <Card
      title={<span title={node.id}>{node.name}</span>}
      extra={
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('lineage.panel.close')}
          onClick={onClose}
          data-testid="lineage-panel-close"
        />
      }
      style={{ width: 360, flex: '0 0 360px' }}
      data-testid="lineage-panel"
      data-node-id={node.id}
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'kind', label: t('lineage.panel.kind'), children: t(`lineage.kind.${node.kind}`) },
            {
              key: 'layer',
              label: t('lineage.panel.layer'),
              children: t(`runs.layers.${node.layer}`, { defaultValue: node.layer }),
            },
            {
              key: 'relations',
              label: t('lineage.panel.relations'),
              children: t('lineage.panel.relationsText', { upstream, downstream }),
            },
            {
              key: 'build',
              label: t('lineage.panel.lastBuild'),
              children: build ? (
                <Flex gap={8} align="center" wrap>
                  <BuildStatusTag status={build.status} />
                  <span>
                    {build.rowCount === null
                      ? notAvailable
                      : t('lineage.rows', { count: build.rowCount, rows: formatNumber(build.rowCount) })}
                  </span>
                  <span>{formatDateTime(build.builtAt) ?? notAvailable}</span>
                </Flex>
              ) : (
                t('lineage.neverBuilt')
              ),
            },
          ]}
        />
        <Flex gap={8} wrap>
          {editAt && (
            <Link to={editAt} data-testid="lineage-panel-configure">
              <Button icon={<EditOutlined />}>{t('lineage.panel.configure')}</Button>
            </Link>
          )}
          {build && (
            <Link to={runPageAddress(build.runId)} data-testid="lineage-panel-run">
              <Button icon={<HistoryOutlined />}>{t('lineage.panel.lastRun')}</Button>
            </Link>
          )}
          {previewable && (
            <Button
              icon={<TableOutlined />}
              onClick={() => setPreviewing(true)}
              data-testid="lineage-panel-preview"
            >
              {t('runs.preview.title')}
            </Button>
          )}
          {historyNode && (
            <Button
              icon={<HistoryOutlined />}
              onClick={() => setHistory(true)}
              data-testid="lineage-panel-history"
            >
              {t('nodeModel.history.open')}
            </Button>
          )}
          {diffLayer && (
            <Button
              icon={<DiffOutlined />}
              onClick={() => setComparing(true)}
              data-testid="lineage-panel-diff"
            >
              {t('dataDiff.title')}
            </Button>
          )}
        </Flex>
        <TablePreviewDialog
          engagementId={engagementId}
          table={previewing ? { schema: node.layer, name: node.name } : null}
          onClose={() => setPreviewing(false)}
        />
        {historyNode && (
          <NodeHistoryDrawer
            open={history}
            nodeRef={{ engagementId, branch, layer: node.layer as NodeModelLayer, node: historyNode }}
            branches={branchNames}
            onClose={() => setHistory(false)}
          />
        )}
        {diffLayer && (
          <Drawer
            open={comparing}
            onClose={() => setComparing(false)}
            title={`${t('dataDiff.title')}: ${node.layer}.${node.name}`}
            size={840}
            destroyOnHidden
          >
            <DataDiffPanel
              engagementId={engagementId}
              layer={diffLayer}
              node={node.name}
              branches={branchNames.filter((name) => name !== branch).concat(branch)}
              columns={node.columns?.map((column) => column.name) ?? []}
            />
          </Drawer>
        )}
        <div>
          <Typography.Title level={5}>{t('lineage.panel.columns')}</Typography.Title>
          {node.columns === null ? (
            <Typography.Text type="secondary" data-testid="lineage-columns-not-traced">
              {t('lineage.panel.notTraced')}
            </Typography.Text>
          ) : node.columns.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lineage.panel.noColumns')} />
          ) : (
            <Flex vertical component="ul" gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {node.columns.map((column) => (
                <li key={column.name} data-testid="lineage-column-row" data-column={column.name}>
                  <Typography.Text strong>{column.name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" data-testid="lineage-column-sources">
                    {column.sources.length
                      ? t('lineage.panel.from', { sources: column.sources.map(sourceText).join(', ') })
                      : t('lineage.panel.constant')}
                  </Typography.Text>
                </li>
              ))}
            </Flex>
          )}
        </div>
      </Flex>
    </Card>
  );
}
