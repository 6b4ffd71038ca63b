// The frame of the dialogs that edit a node's list (fields, properties) or a test's categories: Save
// and Cancel, a scrolling list (or a note that it is empty), and what the dialog adds around it.
// Closing with unsaved changes asks first (forgotToSave), by the close button, Cancel or Escape.
import type { ReactNode } from 'react';
import { Empty, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useForgotToSaveGuard } from '../../../shared/hooks/useForgotToSaveGuard';

interface Props {
  width: number;
  title: string;
  /** The dialog is `<testId>-dialog`, its list `<testId>-list`. */
  testId: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Above the list. */
  header?: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  /** The list's rows. */
  list: ReactNode;
  /** Below the list: the form that adds to it, help. */
  children: ReactNode;
}

export function ListEditDialog({
  width,
  title,
  testId,
  dirty,
  saving,
  onSave,
  onClose,
  header,
  isEmpty,
  emptyText,
  list,
  children,
}: Props) {
  const { t } = useTranslation();
  const close = useForgotToSaveGuard(dirty, onClose);
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('common.save')}
      cancelText={t('nodeModel.cancel')}
      onOk={onSave}
      confirmLoading={saving}
      onCancel={close}
      data-testid={`${testId}-dialog`}
    >
      <Flex vertical gap={16}>
        {header}
        <div style={{ maxHeight: 500, overflowY: 'auto' }} data-testid={`${testId}-list`}>
          {isEmpty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : list}
        </div>
        {children}
      </Flex>
    </Modal>
  );
}
