// New source (modeling) or category (analytical): a name by the name rules (categories: no duplicate
// ignoring case, noDuplicateCategory) and an optional first query.
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameRules } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../api/nodeModelAddresses';
import { useAddNamedQuery } from '../api/useAddNamedQuery';
import type { NamedQueryKind } from '../nodeModelLayers';
import { showServerError } from './serverFieldErrors';

interface Props {
  open: boolean;
  kind: NamedQueryKind;
  nodeRef: NodeRef;
  existing: readonly string[];
  onClose: () => void;
  onAdded: (name: string) => void;
}

interface Values {
  name: string;
  query?: string;
}

const TEXTS = {
  sources: {
    title: 'nodeModel.newSource.title',
    toast: 'nodeModel.toasts.newSourceAdded',
    testId: 'new-source',
  },
  categories: {
    title: 'nodeModel.newCategory.title',
    toast: 'nodeModel.toasts.newCategoryAdded',
    testId: 'new-category',
  },
} as const;

export function NewNamedQueryDialog({ open, kind, nodeRef, existing, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddNamedQuery(nodeRef, kind);
  const texts = TEXTS[kind];

  const submit = ({ name, query }: Values) =>
    add.mutate(
      { name: name.trim(), query: query ?? '' },
      {
        onSuccess: (item) => {
          void message.success(t(texts.toast, { name: item.name }));
          onAdded(item.name);
          onClose();
        },
        onError: (error) => showServerError(form, error, ['name', 'query'], t),
      },
    );

  return (
    <Modal
      open={open}
      width={500}
      title={t(texts.title)}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid={`${texts.testId}-form`}>
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          required
          rules={nameRules(kind === 'sources' ? 'source' : 'category', existing).map((rule) =>
            antdRule(rule, t),
          )}
        >
          <Input
            autoFocus
            maxLength={100}
            onPressEnter={() => form.submit()}
            data-testid={`${texts.testId}-name`}
          />
        </Form.Item>
        <Form.Item name="query" label={t('nodeModel.query')}>
          <Input.TextArea rows={6} className="node-model-sql-text" data-testid={`${texts.testId}-query`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
