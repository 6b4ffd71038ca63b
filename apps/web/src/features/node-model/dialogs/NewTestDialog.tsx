// New test (add test: name, categoryNames, query). Category names can be chosen from those the node's
// tests already use or typed; each must pass the name rule, and a name given twice (ignoring case) is
// rejected with noDuplicateCategory (s.5), as the server would reject it.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useAddTest } from '../../../shared/api/nodeModel/useAddTest';
import { ruleMessage } from '../../../shared/validation/antdRules';
import { categoryListProblem, cleanCategoryNames } from '../categoryNames';
import { NameFormDialog } from './NameFormDialog';

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
  const [form] = Form.useForm<Values>();
  const add = useAddTest(nodeRef);

  return (
    <NameFormDialog
      open={open}
      form={form}
      width="wide"
      title={t('nodeModel.newTest.title')}
      testId="new-test"
      nameKind="test"
      existing={existing}
      add={add}
      toInput={({ name, categoryNames, query }) => ({
        name: name.trim(),
        categoryNames: cleanCategoryNames(categoryNames ?? []),
        query: query ?? '',
      })}
      addedText={(name) => t('nodeModel.toasts.newTestAdded', { name })}
      onClose={onClose}
      onAdded={onAdded}
    >
      {showCategories && (
        <Form.Item
          name="categoryNames"
          label={t('nodeModel.categories')}
          rules={[
            {
              validator: (_, names?: string[]) => {
                const problem = categoryListProblem(names ?? []);
                return problem ? Promise.reject(new Error(ruleMessage(problem, t))) : Promise.resolve();
              },
            },
          ]}
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
    </NameFormDialog>
  );
}
