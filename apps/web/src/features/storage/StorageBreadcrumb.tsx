// The path tree of the storage manager: the purpose, then each folder, each a link to jump back up.
// Folder display names come from listings already loaded (the parent's list names its children);
// a folder reached by address alone shows its actual name.
import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { storageKeys } from '../../shared/api/storage/keys';
import type { FolderListing } from '../../shared/api/storage/useFolderListing';
import type { FolderAddress } from './storageObjects';

interface Props {
  engagementId: string;
  purpose: string;
  purposeLabel: string;
  path: string[];
  /** Display name of the folder on screen, from its own listing. */
  currentName?: string;
  showActualNames: boolean;
  folderAddress: FolderAddress;
}

export function StorageBreadcrumb({
  engagementId,
  purpose,
  purposeLabel,
  path,
  currentName,
  showActualNames,
  folderAddress,
}: Props) {
  const queryClient = useQueryClient();
  const nameAt = (index: number) => {
    const actual = path[index];
    if (showActualNames) return actual;
    if (index === path.length - 1 && currentName) return currentName;
    const parent = queryClient.getQueryData<FolderListing>(
      storageKeys.folder(engagementId, purpose, path.slice(0, index)),
    );
    return parent?.objects.find((o) => o.actualName === actual)?.displayName ?? actual;
  };
  const crumb = (label: string, to: string[], last: boolean) =>
    last ? <span aria-current="page">{label}</span> : <Link to={folderAddress(purpose, to)}>{label}</Link>;

  return (
    <Breadcrumb
      data-testid="storage-breadcrumb"
      items={[
        {
          title: (
            <span>
              <HomeOutlined style={{ marginInlineEnd: 6 }} />
              {crumb(purposeLabel, [], path.length === 0)}
            </span>
          ),
        },
        ...path.map((_, index) => ({
          title: crumb(nameAt(index), path.slice(0, index + 1), index === path.length - 1),
        })),
      ]}
    />
  );
}
