import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TablePreview } from '../TablePreview';

interface Props {
  engagementId: string;
  /** The table to show; the dialog is closed without one. */
  table: { schema: string; name: string } | null;
  onClose: () => void;
}

export function TablePreviewDialog({ engagementId, table, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!table}
      title={t('runs.preview.title')}
      width="80%"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button onClick={onClose} data-testid="table-preview-close">
          {t('runs.preview.close')}
        </Button>
      }
    >
      {table && <TablePreview engagementId={engagementId} schema={table.schema} table={table.name} />}
    </Modal>
  );
}
