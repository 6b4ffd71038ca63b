// What every "new ..." dialog of the node model shares (branch, node, source or category, test): a
// FormDialog with Add and Cancel around a form whose first field is the name, checked by the name
// rules. Add, or Enter in the name, sends it; when the server has added it, a toast names it, the
// screen selects it and the dialog closes. A server problem naming one of the form's fields shows
// under it, any other above the form (FormDialog).
import type { ReactNode } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameRules, type ModalWidth, type NodeModelNameKind } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { NameField } from '../../../shared/components/NameField';

/** The part of the add mutation the dialog uses: what it adds comes back with its name. */
interface AddMutation<Input> {
  mutateAsync: (input: Input) => Promise<{ name: string }>;
}

interface Props<Values extends { name: string }, Input> {
  open: boolean;
  form: FormInstance<Values>;
  width: ModalWidth;
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
  addedText,
  onClose,
  onAdded,
  children,
}: Props<Values, Input>) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const submit = async (values: Values) => {
    const added = await add.mutateAsync(toInput(values));
    void message.success(addedText(added.name));
    onAdded(added.name);
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width={width}
      title={title}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      testId={testId}
    >
      <NameField
        label={t('nodeModel.name')}
        rules={nameRules(nameKind, existing)}
        maxLength={100}
        testId={`${testId}-name`}
        autoFocus
      />
      {children}
    </FormDialog>
  );
}
