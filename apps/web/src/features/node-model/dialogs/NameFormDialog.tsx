// What every "new ..." dialog of the node model shares (branch, node, source or category, test): a
// modal with Add and Cancel around a form whose first field is the name, checked by the name rules.
// Add, or Enter in the name, sends it; when the server has added it, a toast names it, the screen
// selects it and the dialog closes. A server problem with one of the form's fields shows under it.
import type { ReactNode } from 'react';
import { App, Form, Input, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameRules, type NodeModelNameKind } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import { showServerError } from './serverFieldErrors';

/** The part of the add mutation the dialog uses: what it adds comes back with its name. */
interface AddMutation<Input> {
  mutate: (
    input: Input,
    options: { onSuccess: (added: { name: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface Props<Values extends { name: string }, Input> {
  open: boolean;
  form: FormInstance<Values>;
  width: number;
  title: string;
  /** The form is `<testId>-form`, its name field `<testId>-name`. */
  testId: string;
  nameKind: NodeModelNameKind;
  /** Names already taken. */
  existing: readonly string[];
  initialValues?: Partial<Values>;
  add: AddMutation<Input>;
  /** What the form's values send to the server. */
  toInput: (values: Values) => Input;
  /** The form's fields, where a server problem naming one of them is shown. */
  fields: readonly (keyof Values & string)[];
  /** The success toast for the added name. */
  addedText: (name: string) => string;
  onClose: () => void;
  onAdded: (name: string) => void;
  /** The fields after the name. */
  children?: ReactNode;
}

export function NameFormDialog<Values extends { name: string }, Input>({
  open,
  form,
  width,
  title,
  testId,
  nameKind,
  existing,
  initialValues,
  add,
  toInput,
  fields,
  addedText,
  onClose,
  onAdded,
  children,
}: Props<Values, Input>) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const submit = (values: Values) =>
    add.mutate(toInput(values), {
      onSuccess: (added) => {
        void message.success(addedText(added.name));
        onAdded(added.name);
        onClose();
      },
      onError: (error) => showServerError(form, error, fields, t),
    });

  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid={`${testId}-form`}
        initialValues={initialValues}
      >
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          required
          rules={nameRules(nameKind, existing).map((rule) => antdRule(rule, t))}
        >
          <Input
            autoFocus
            maxLength={100}
            onPressEnter={() => form.submit()}
            data-testid={`${testId}-name`}
          />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
