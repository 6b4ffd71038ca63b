// What Cairn shows only once (issue 25: one shown-once dialog): a new application secret, a personal
// access token, a user's set-password link. Cairn keeps only a hash of it, so it cannot be shown again
// (a new one can be made). The dialog closes with Done and asks nothing: the warning says it plainly.
import type { ReactNode } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@cairn/contracts';

interface ShownOnceDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The dialog is `<testId>`, its Done button `<testId>-close`. */
  testId: string;
  children: ReactNode;
}

export function ShownOnceDialog({ open, title, onClose, testId, children }: ShownOnceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={MODAL_WIDTH.large}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-close`}>
          {t('common.done')}
        </Button>
      }
      destroyOnHidden
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}

interface ShownOnceSecretProps {
  /** What it is and until when it works. */
  intro: ReactNode;
  value: string;
  /** The field's accessible name. */
  label: string;
  /** Said when the browser refuses the clipboard: what to select and copy by hand. */
  copyFailed: string;
  /** Why it is shown only once. */
  warning: string;
  /** Between the field and the warning (e.g. the client id the secret goes with). */
  note?: ReactNode;
  /** After the warning (e.g. how git uses a token). */
  children?: ReactNode;
  valueTestId: string;
  copyTestId: string;
}

/** The secret in a read-only field with a copy button, and the warning that it is shown only once. */
export function ShownOnceSecret({
  intro,
  value,
  label,
  copyFailed,
  warning,
  note,
  children,
  valueTestId,
  copyTestId,
}: ShownOnceSecretProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(t('common.copied'));
    } catch {
      void message.error(copyFailed);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Flex gap={8}>
        <Input
          readOnly
          value={value}
          aria-label={label}
          data-testid={valueTestId}
          onFocus={(e) => e.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={copyTestId}>
          {t('common.copy')}
        </Button>
      </Flex>
      {note}
      <Alert type="warning" showIcon title={warning} />
      {children}
    </Flex>
  );
}
