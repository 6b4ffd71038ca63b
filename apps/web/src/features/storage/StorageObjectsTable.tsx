// The objects of a folder (workspace.md section 2) on the shared PagedTable, paged and sorted on the
// server (folders first, then by name or, when asked, by upload time): type icon, name, uploaded date
// and time, metadata tooltip and the actions the user may take. In the import storage also the files'
// queue states and, for users who may import, a selection of files (kept across pages).
import { Tooltip, Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  STORAGE_OBJECTS_DEFAULT_SORT,
  type FolderAbilities,
  type Paged,
  type PagedQuery,
  type StorageObject,
} from '@cairn/contracts';
import { PagedTable } from '../../shared/components/PagedTable';
import { formatDateTime } from '../../shared/format/dates';
import { pathOf } from '../../shared/api/storage/storagePaths';
import { queueStateOf } from '../../shared/api/storage/queueState';
import { isSelectable } from './importSelection';
import { ObjectActions, type ObjectActionHandlers } from './ObjectActions';
import { QueueStateTag } from './QueueStateTag';
import { StorageTypeIcon } from './StorageTypeIcon';
import { isFolder, shownMetadata, UPLOADED_FORMAT, type FolderAddress } from './storageObjects';

/** The columns the user sorts by (on the server); without one the list is by name. */
export const STORAGE_SORTABLE = ['createdAt'] as const;

interface Props extends ObjectActionHandlers {
  purpose: string;
  /** The page of the folder's objects for PagedTable's page and sort (the folder listing). */
  useList: (query: PagedQuery) => UseQueryResult<Paged<StorageObject>>;
  showActualNames: boolean;
  /** What the caller may do in this folder (the listing's abilities); none while it loads. */
  abilities: FolderAbilities | undefined;
  folderAddress: FolderAddress;
  /** Import storage: a queue state column. */
  showQueueState?: boolean;
  /** Ticked files (full paths, on any page), for users who may import. */
  selection?: { selected: string[]; onChange: (fullPaths: string[], files: StorageObject[]) => void };
}

function MetadataTooltip({ metadata }: { metadata: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = shownMetadata(metadata);
  if (entries.length === 0) return null;
  return (
    <Tooltip
      title={entries.map(([key, value]) => (
        <div key={key}>
          <strong>{key}</strong> {value}
        </div>
      ))}
    >
      <InfoCircleOutlined
        tabIndex={0}
        aria-label={t('storage.columns.metadata')}
        data-testid="metadata-tooltip"
        style={{ cursor: 'help' }}
      />
    </Tooltip>
  );
}

export function StorageObjectsTable({
  purpose,
  useList,
  showActualNames,
  abilities,
  folderAddress,
  showQueueState,
  selection,
  ...handlers
}: Props) {
  const { t } = useTranslation();
  const nameOf = (o: StorageObject) => (showActualNames ? o.actualName : o.displayName);

  const columns: TableColumnsType<StorageObject> = [
    {
      key: 'type',
      width: 64,
      title: t('storage.columns.type'),
      render: (_, o) => <StorageTypeIcon object={o} />,
    },
    {
      key: 'name',
      title: t('storage.columns.name'),
      render: (_, o) =>
        isFolder(o) ? (
          <Link to={folderAddress(purpose, pathOf(o.fullPath))}>{nameOf(o)}</Link>
        ) : (
          <Typography.Text>{nameOf(o)}</Typography.Text>
        ),
    },
    {
      key: 'createdAt',
      title: t('storage.columns.uploaded'),
      width: 200,
      sorter: true,
      render: (_, o) => formatDateTime(o.createdAt, UPLOADED_FORMAT) ?? t('common.notAvailable'),
    },
    ...(showQueueState
      ? [
          {
            key: 'queueState',
            title: t('importArea.columns.queueState'),
            width: 130,
            render: (_: unknown, o: StorageObject) => <QueueStateTag state={queueStateOf(o)} />,
          },
        ]
      : []),
    {
      key: 'metadata',
      title: t('storage.columns.metadata'),
      width: 110,
      align: 'center',
      render: (_, o) => <MetadataTooltip metadata={o.metadata} />,
    },
    {
      key: 'actions',
      title: t('storage.columns.actions'),
      width: 220,
      render: (_, o) => <ObjectActions object={o} name={nameOf(o)} abilities={abilities} {...handlers} />,
    },
  ];

  return (
    <PagedTable<StorageObject>
      testId="storage"
      useList={useList}
      rowKey="fullPath"
      size="middle"
      columns={columns}
      defaultSort={STORAGE_OBJECTS_DEFAULT_SORT}
      searchable={false}
      refreshesItself
      emptyText={t('storage.empty')}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          // Ticks on other pages stay ticked while this page's change.
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => selection.onChange(keys.map(String), rows),
          getCheckboxProps: (o) => ({
            disabled: !isSelectable(o),
            'aria-label': nameOf(o),
            // Folders have no checkbox; a file on its way to the warehouse shows a disabled one.
            style: isFolder(o) ? { display: 'none' } : undefined,
          }),
        }
      }
    />
  );
}
