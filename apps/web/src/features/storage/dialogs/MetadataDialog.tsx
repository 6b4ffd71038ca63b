// Edits the metadata of a folder or file; an empty list saves an empty map (workspace.md section 5).
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';
import { pathOf } from '../../../shared/api/storage/storagePaths';
import { useUpdateMetadata } from '../../../shared/api/storage/useUpdateMetadata';
import { FormDialog } from '../../../shared/components/FormDialog';
import { metadataToRows, rowsToMetadata, type MetadataRow } from '../storageObjects';
import { MetadataFields } from './MetadataFields';

interface Props {
  engagementId: string;
  purpose: string;
  target: StorageObject | null;
  onClose: () => void;
}

export function MetadataDialog({ engagementId, purpose, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateMetadata(engagementId, purpose);

  const submit = async (values: { metadata: MetadataRow[] }) => {
    if (!target) return;
    await update.mutateAsync({ path: pathOf(target.fullPath), metadata: rowsToMetadata(values.metadata) });
    void message.success(t('storage.metadata.saved'));
  };

  return (
    <FormDialog<{ metadata: MetadataRow[] }>
      // A fresh form per object, so each opening starts from that object's metadata.
      key={target?.fullPath}
      open={!!target}
      width="wide"
      title={t('storage.editMetadata', { name: target?.displayName ?? '' })}
      cancelText={t('storage.cancel')}
      initialValues={{ metadata: target ? metadataToRows(target.metadata) : [] }}
      onSubmit={submit}
      onClose={onClose}
      testId="metadata"
    >
      <MetadataFields />
    </FormDialog>
  );
}
