// New test (add test: name, categoryNames, query). Category names can be chosen from those the node's
// tests already use or typed; a name is never taken twice, ignoring case.
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameRules } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../api/nodeModelAddresses';
import { useAddTest } from '../api/useAddTest';
import { uniqueIgnoringCase } from '../categoryNames';
import { showServerError } from './serverFieldErrors';

interface Props {
  open: boolean;
  nodeRef: NodeRef;
  existing: readonly string[];
  /** Category names to offer. */
  knownCategories: readonly string[];
  /** Category names are hidden for gain; a gain test has none. */
  showCategories: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}

interface Values {
  name: string;
  categoryNames?: string[];
  query?: string;
}

export function NewTestDialog({
  open,
  nodeRef,
  existing,
  knownCategories,
  showCategories,
  onClose,
  onAdded,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddTest(nodeRef);

  const submit = ({ name, categoryNames, query }: Values) =>
    add.mutate(
      { name: name.trim(), categoryNames: uniqueIgnoringCase(categoryNames ?? []), query: query ?? '' },
      {
        onSuccess: (test) => {
          void message.success(t('nodeModel.toasts.newTestAdded', { name: test.name }));
          onAdded(test.name);
          onClose();
        },
        onError: (error) => showServerError(form, error, ['name', 'categoryNames', 'query'], t),
      },
    );

  return (
    <Modal
      open={open}
      width={640}
      title={t('nodeModel.newTest.title')}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="new-test-form">
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          required
          rules={nameRules('test', existing).map((rule) => antdRule(rule, t))}
        >
          <Input autoFocus maxLength={100} onPressEnter={() => form.submit()} data-testid="new-test-name" />
        </Form.Item>
        {showCategories && (
          <Form.Item
            name="categoryNames"
            label={t('nodeModel.categories')}
            normalize={(names?: string[]) => uniqueIgnoringCase(names ?? [])}
          >
            <Select
              mode="tags"
              tokenSeparators={[',']}
              options={knownCategories.map((name) => ({ value: name, label: name }))}
              data-testid="new-test-categories"
            />
          </Form.Item>
        )}
        <Form.Item name="query" label={t('nodeModel.query')}>
          <Input.TextArea rows={8} className="node-model-sql-text" data-testid="new-test-query" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
