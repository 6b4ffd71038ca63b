// One tile of a Cairn dashboard: its rows for the current filters, drawn as the definition says,
// with a loading state, the server's reason when the query fails (or the capacity is paused), and
// the CSV download of the same rows.
import { Alert, Card } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardTile as Tile } from '@cairn/contracts';
import {
  tileCsvAddress,
  useDashboardTile,
  type TileAddress,
} from '../../../shared/api/dashboards/useDashboardTile';
import { IconAction } from '../../../shared/components/IconAction';
import { TileBody } from './TileBody';

export function DashboardTile({ tile, address }: { tile: Tile; address: Omit<TileAddress, 'tileId'> }) {
  const { t } = useTranslation();
  const at = { ...address, tileId: tile.id };
  const query = useDashboardTile(at);
  const result = query.data;

  return (
    <Card
      title={tile.title}
      size="small"
      data-testid="dashboard-tile"
      data-tile={tile.id}
      data-state={query.isError ? 'error' : !result ? 'loading' : query.isFetching ? 'refreshing' : 'ready'}
      style={{ height: '100%', opacity: query.isPlaceholderData ? 0.6 : 1 }}
      extra={
        <IconAction
          title={t('dashboards.downloadCsv')}
          size="small"
          icon={<DownloadOutlined />}
          href={tileCsvAddress(at)}
          download={`${tile.id}.csv`}
          label={t('dashboards.downloadCsvOf', { title: tile.title })}
          data-testid="tile-csv"
          disabled={!result}
        />
      }
    >
      {result?.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('dashboards.truncated', { count: result.rows.length })}
        />
      )}
      <TileBody chart={tile.chart} title={tile.title} result={result} error={query.error} />
    </Card>
  );
}
