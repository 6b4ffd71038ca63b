import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderOpenOutlined,
  FolderOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';

const FILE_ICONS: [RegExp, typeof FileOutlined][] = [
  [/\.(csv|xlsx?|parquet)$/i, FileExcelOutlined],
  [/\.pdf$/i, FilePdfOutlined],
  [/\.(docx?|pptx?)$/i, FileWordOutlined],
  [/\.(zip|gz)$/i, FileZipOutlined],
  [/\.(png|jpe?g|gif|svg)$/i, FileImageOutlined],
  [/\.(txt|json|xml|ya?ml|sql)$/i, FileTextOutlined],
];

/** The type column: a folder, a virtual folder (objects below without a folder of their own), or a file by kind. */
export function StorageTypeIcon({ object }: { object: Pick<StorageObject, 'type' | 'actualName'> }) {
  const { t } = useTranslation();
  const Icon =
    object.type === 'Folder'
      ? FolderOutlined
      : object.type === 'VirtualFolder'
        ? FolderOpenOutlined
        : (FILE_ICONS.find(([pattern]) => pattern.test(object.actualName))?.[1] ?? FileOutlined);
  const label = t(`storage.types.${object.type}`);
  return (
    <Icon
      role="img"
      aria-label={label}
      title={label}
      style={{ fontSize: 18, color: object.type === 'File' ? undefined : 'var(--ant-color-warning)' }}
    />
  );
}
