// New source (modeling) or category (analytical): a name by the name rules (categories: no duplicate
// ignoring case, noDuplicateCategory) and an optional first query.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useAddNamedQuery } from '../../../shared/api/nodeModel/useAddNamedQuery';
import type { NamedQueryKind } from '../nodeModelLayers';
import { NameFormDialog } from './NameFormDialog';

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
    nameKind: 'source',
  },
  categories: {
    title: 'nodeModel.newCategory.title',
    toast: 'nodeModel.toasts.newCategoryAdded',
    testId: 'new-category',
    nameKind: 'category',
  },
} as const;

export function NewNamedQueryDialog({ open, kind, nodeRef, existing, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddNamedQuery(nodeRef, kind);
  const texts = TEXTS[kind];

  return (
    <NameFormDialog
      open={open}
      form={form}
      width="medium"
      title={t(texts.title)}
      testId={texts.testId}
      nameKind={texts.nameKind}
      existing={existing}
      add={add}
      toInput={({ name, query }) => ({ name: name.trim(), query: query ?? '' })}
      addedText={(name) => t(texts.toast, { name })}
      onClose={onClose}
      onAdded={onAdded}
    >
      <Form.Item name="query" label={t('nodeModel.query')}>
        <Input.TextArea rows={6} className="node-model-sql-text" data-testid={`${texts.testId}-query`} />
      </Form.Item>
    </NameFormDialog>
  );
}
