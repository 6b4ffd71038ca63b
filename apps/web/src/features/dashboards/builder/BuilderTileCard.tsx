// A tile on the builder's grid: drawn live, with its actions — change, move earlier or later, and
// remove (the tile's work is lost, so it asks first).
import { Button, Card, Popconfirm, Space } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePreviewTile } from '../../../shared/api/dashboards/useDashboardBuilder';
import { IconAction } from '../../../shared/components/IconAction';
import { TileBody } from '../cairn/TileBody';
import type { BuilderTile } from './builderModel';
import { chartReady, tileChart } from './builderModel';

interface Props {
  engagementId: string;
  tile: BuilderTile;
  query: string | null;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function BuilderTileCard({ engagementId, tile, query, first, last, onEdit, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const preview = usePreviewTile(engagementId, query);
  const chart = tileChart(tile);
  return (
    <Card
      size="small"
      title={tile.title}
      data-testid="builder-tile"
      data-tile={tile.id}
      style={{ height: '100%' }}
      extra={
        <Space size={0}>
          <IconAction
            title={t('dashboardBuilder.moveEarlier')}
            label={`${t('dashboardBuilder.moveEarlier')}: ${tile.title}`}
            icon={<ArrowLeftOutlined />}
            size="small"
            disabled={first}
            onClick={() => onMove(-1)}
          />
          <IconAction
            title={t('dashboardBuilder.moveLater')}
            label={`${t('dashboardBuilder.moveLater')}: ${tile.title}`}
            icon={<ArrowRightOutlined />}
            size="small"
            disabled={last}
            onClick={() => onMove(1)}
          />
          <IconAction
            title={t('dashboardBuilder.editTile')}
            label={`${t('dashboardBuilder.editTile')}: ${tile.title}`}
            icon={<EditOutlined />}
            size="small"
            data-testid="builder-tile-edit"
            onClick={onEdit}
          />
          <Popconfirm
            title={t('dashboardBuilder.confirmRemoveTile', { title: tile.title })}
            okText={t('dashboardBuilder.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={onRemove}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('dashboardBuilder.remove')}: ${tile.title}`}
              title={t('dashboardBuilder.remove')}
              data-testid="builder-tile-remove"
            />
          </Popconfirm>
        </Space>
      }
    >
      {query && chartReady(chart) ? (
        <TileBody chart={chart} title={tile.title} result={preview.data} error={preview.error} />
      ) : (
        <Button type="link" onClick={onEdit}>
          {t('dashboardBuilder.needsFields')}
        </Button>
      )}
    </Card>
  );
}
