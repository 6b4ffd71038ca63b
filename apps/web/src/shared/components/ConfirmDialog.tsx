// The confirmation before a destructive action (delete a tenant, remove a user from a tenant, ...):
// it names what goes, the confirm button is red, and it stays open with the error when the server
// refuses. Cancel, the close button and Escape leave everything as it was.
import { useState, type ReactNode } from 'react';
import { Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@cairn/contracts';
import { DialogProblem } from './DialogProblem';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. the spec's 'confirm delete tenant'. */
  title: ReactNode;
  /** What is destroyed, as the user knows it (a tenant's name, 'Storage account - nletpdata'). */
  target: string;
  /** Replaces the default "<target> will be deleted. This cannot be undone." */
  description?: ReactNode;
  /** The confirm button; 'Delete' by default. */
  okText?: string;
  /** The confirm button is red (the default): false for an action that destroys nothing (a rerun). */
  destructive?: boolean;
  /** Does it (a mutation's mutateAsync); resolving closes the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The dialog is `<testId>`, its buttons `<testId>-confirm` and `<testId>-cancel`, the error `<testId>-error`. */
  testId: string;
}

export function ConfirmDialog({
  open,
  title,
  target,
  description,
  okText,
  destructive = true,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<unknown>(undefined);

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setProblem(undefined);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setProblem(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      width={MODAL_WIDTH.small}
      title={title}
      okText={okText ?? t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: destructive, 'data-testid': `${testId}-confirm` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
      data-testid={testId}
    >
      <DialogProblem problem={problem} testId={testId} />
      <Typography.Paragraph>
        {description ?? t('confirmDialog.cannotBeUndone', { target })}
      </Typography.Paragraph>
    </Modal>
  );
}
