// The objects of a folder: type icon, name, uploaded date and time, metadata tooltip, actions.
import { Button, Popconfirm, Space, Table, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, FileOutlined, FolderOpenOutlined, FolderOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type StorageObject } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';

interface Props {
  objects: StorageObject[];
  loading: boolean;
  showActualNames: boolean;
  canWrite: boolean;
  onOpen: (object: StorageObject) => void;
  onDownload: (object: StorageObject) => void;
  onEditMetadata: (object: StorageObject) => void;
  onDelete: (object: StorageObject) => void;
}

/** Empty values are hidden, except the text 'false' (workspace.md section 3). */
const shownMetadata = (metadata: Record<string, string>) => Object.entries(metadata).filter(([, v]) => v === 'false' || v.trim() !== '');
const TYPE_ICON = { File: <FileOutlined />, Folder: <FolderOutlined />, VirtualFolder: <FolderOpenOutlined /> };

export function StorageObjectsTable({ objects, loading, showActualNames, canWrite, onOpen, onDownload, onEditMetadata, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table<StorageObject>
      rowKey="fullPath"
      size="middle"
      loading={loading}
      dataSource={objects}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('storage.empty') }}
      data-testid="storage-table"
      columns={[
        { key: 'type', width: 48, render: (_, o) => <span aria-label={t(`storage.types.${o.type}`)}>{TYPE_ICON[o.type]}</span> },
        {
          key: 'name',
          title: t('storage.columns.name'),
          render: (_, o) => {
            const name = showActualNames ? o.actualName : o.displayName;
            return o.type === 'File' ? name : <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(o)}>{name}</Button>;
          },
        },
        {
          key: 'createdAt',
          title: t('storage.columns.uploaded'),
          sorter: (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
          render: (_, o) => formatDateTime(o.createdAt, `${DATE_FORMATS.historyDate} ${DATE_FORMATS.historyTime}`) ?? '—',
        },
        {
          key: 'metadata',
          title: t('storage.columns.metadata'),
          render: (_, o) => {
            const entries = shownMetadata(o.metadata);
            if (!entries.length) return null;
            return (
              <Tooltip title={entries.map(([k, v]) => <div key={k}>{k}: {v}</div>)}>
                <InfoCircleOutlined aria-label={t('storage.columns.metadata')} data-testid="metadata-tooltip" />
              </Tooltip>
            );
          },
        },
        {
          key: 'actions',
          title: t('storage.columns.actions'),
          render: (_, o) => (
            <Space>
              {o.type === 'File' && <Button type="text" icon={<DownloadOutlined />} aria-label={t('storage.download')} onClick={() => onDownload(o)} />}
              {canWrite && o.type !== 'VirtualFolder' && <Button type="text" icon={<EditOutlined />} aria-label={t('storage.editMetadata', { name: o.displayName })} onClick={() => onEditMetadata(o)} />}
              {canWrite && o.type === 'File' && (
                <Popconfirm title={t('storage.deleteConfirm', { name: o.displayName })} okText={t('storage.delete')} cancelText={t('storage.cancel')} onConfirm={() => onDelete(o)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('storage.delete')} />
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
