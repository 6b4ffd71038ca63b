// The bar above a form of many entries that are saved together (an engagement's storage
// configurations, its connectors, a Gain import's tables): what the list is (or that it is
// read-only), New and Save for those who may change it. Edits stay local until Save. ListSaveForm
// is the whole frame: the form, its one list, the bar, and the list's entries or its empty state.
import type { ReactNode } from 'react';
import { Button, Flex, Form, Typography, type FormInstance, type FormListFieldData } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  canWrite: boolean;
  /** What the list is, and what shows instead to whoever may not change it (without: buttons only). */
  intro?: string;
  readOnlyText?: string;
  newLabel: string;
  onNew: () => void;
  newTestId: string;
  saving: boolean;
  saveTestId: string;
}

export function ListSaveBar({
  canWrite,
  intro,
  readOnlyText,
  newLabel,
  onNew,
  newTestId,
  saving,
  saveTestId,
}: Props) {
  const { t } = useTranslation();
  return (
    <Flex justify={intro ? 'space-between' : 'flex-end'} align="center" gap={16} wrap>
      {intro && <Typography.Text type="secondary">{canWrite ? intro : readOnlyText}</Typography.Text>}
      {canWrite && (
        <Flex gap={8}>
          <Button icon={<PlusOutlined />} onClick={onNew} data-testid={newTestId}>
            {newLabel}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            data-testid={saveTestId}
          >
            {t('common.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

interface FormProps<V> {
  form: FormInstance<V>;
  /** The form's list field. */
  listName: string;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  /** The whole form is disabled (no right to change it, or a lock). */
  disabled: boolean;
  testId: string;
  /** The bar; New adds `newEntry()` to the list. */
  bar: Omit<Props, 'onNew'>;
  newEntry: () => unknown;
  /** What shows while the list is empty. */
  empty: ReactNode;
  /** The list's entries; `remove` takes an entry's field name. */
  children: (fields: FormListFieldData[], remove: (name: number) => void) => ReactNode;
}

export function ListSaveForm<V>({
  form,
  listName,
  initialValues,
  onFinish,
  disabled,
  testId,
  bar,
  newEntry,
  empty,
  children,
}: FormProps<V>) {
  return (
    <Form<V>
      form={form}
      layout="vertical"
      disabled={disabled}
      onFinish={onFinish}
      initialValues={initialValues}
      data-testid={testId}
    >
      <Form.List name={listName}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={16}>
            <ListSaveBar {...bar} onNew={() => add(newEntry())} />
            {fields.length === 0 ? empty : children(fields, remove)}
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}
