// The one form dialog: a modal of one of the spec's widths around an antd Form. Save (or Enter in a
// text input) validates and sends; the button spins until the server answers; the dialog closes when
// it has. A 400 problem's field errors show under their fields (shared/validation/serverFieldErrors),
// anything else above the form, in the app's error wording. Cancel, the close button and Escape close
// it, asking first when `guardUnsavedChanges` is set and something was changed (admin-console.md s.8).
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Form, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, type ModalWidth } from '@cairn/contracts';
import { useForgotToSaveGuard } from '../hooks/useForgotToSaveGuard';
import { showServerFieldErrors, type FieldOfError } from '../validation/serverFieldErrors';
import { DialogProblem } from './DialogProblem';

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** One of the spec's modal widths: small 400, medium 500, large 600, wide 640 px. */
  width?: ModalWidth;
  /** The caller's form, when it watches or sets fields itself; otherwise the dialog makes one. */
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /**
   * Sends the values (a mutation's mutateAsync). Resolving closes the dialog; rejecting with the
   * server's error shows it. Toasts and follow-ups (select what was added) belong here.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** Where a problem's field shows; by default the form's field of that name (or the list holding it). */
  fieldOfError?: FieldOfError;
  okText?: string;
  cancelText?: string;
  guardUnsavedChanges?: boolean;
  /** The form is `<testId>-form`, the error above it `<testId>-error`, the buttons `-submit`/`-cancel`. */
  testId: string;
  okButtonProps?: ButtonProps;
  children: ReactNode;
}

/** Enter in a one-line input submits; not in a text area, a select's search or while composing. */
const submitsOnEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' &&
  !event.nativeEvent.isComposing &&
  event.target instanceof HTMLInputElement &&
  event.target.getAttribute('role') !== 'combobox' &&
  !['checkbox', 'radio', 'button', 'submit', 'file'].includes(event.target.type);

export function FormDialog<Values>({
  open,
  title,
  width = 'medium',
  form: given,
  initialValues,
  onSubmit,
  onClose,
  fieldOfError,
  okText,
  cancelText,
  guardUnsavedChanges = false,
  testId,
  okButtonProps,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<unknown>(undefined);
  const [changed, setChanged] = useState(false);

  const close = () => {
    setProblem(undefined);
    setChanged(false);
    form.resetFields();
    onClose();
  };
  const cancel = useForgotToSaveGuard(guardUnsavedChanges && changed, close);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setProblem(undefined);
    try {
      await onSubmit(values);
      close();
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, fieldOfError)) setProblem(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      width={MODAL_WIDTH[width]}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={cancelText ?? t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': `${testId}-submit`, ...okButtonProps } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      confirmLoading={submitting}
      onCancel={cancel}
      destroyOnHidden
    >
      <DialogProblem problem={problem} testId={testId} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setChanged(true)}
        onKeyDown={(event) => {
          if (!submitsOnEnter(event)) return;
          event.preventDefault();
          form.submit();
        }}
        data-testid={`${testId}-form`}
      >
        {children}
      </Form>
    </Modal>
  );
}
