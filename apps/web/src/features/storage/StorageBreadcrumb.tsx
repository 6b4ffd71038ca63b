// The path tree of the storage manager: the purpose, then each folder, each a link to jump back up.
// Folder display names come with the folder's listing (the server reads them along the path); until
// it has loaded, and with actual names on, the actual names show.
import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { FolderAddress } from './storageObjects';

interface Props {
  purpose: string;
  purposeLabel: string;
  path: string[];
  /** Display names of the folders along the path, from the folder's listing. */
  displayNames?: readonly string[];
  showActualNames: boolean;
  folderAddress: FolderAddress;
}

export function StorageBreadcrumb({
  purpose,
  purposeLabel,
  path,
  displayNames,
  showActualNames,
  folderAddress,
}: Props) {
  const nameAt = (index: number) => (showActualNames ? path[index] : (displayNames?.[index] ?? path[index]));
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
