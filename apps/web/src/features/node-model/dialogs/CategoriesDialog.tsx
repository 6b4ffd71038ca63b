// Edit categories of a test (testing config): add and remove names; a name already in the list is
// rejected ignoring case (noDuplicateCategory). Closing with unsaved changes asks.
import { useState } from 'react';
import { Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useUpdateTest } from '../../../shared/api/nodeModel/useUpdateTest';
import { categoryNameProblem } from '../categoryNames';
import { AddToListButton } from './AddToListButton';
import { ListEditDialog } from './ListEditDialog';
import { useSaveProgressToast } from './useSaveProgressToast';

interface Props {
  nodeRef: NodeRef;
  test: string;
  categoryNames: string[];
  onClose: () => void;
}

export function CategoriesDialog({ nodeRef, test, categoryNames, onClose }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState(categoryNames);
  const [form] = Form.useForm<{ name: string }>();
  const update = useUpdateTest(nodeRef, test);
  const saveProgress = useSaveProgressToast('node-model-categories');

  const add = ({ name }: { name: string }) => {
    setNames([...names, name.trim()]);
    form.resetFields();
  };

  return (
    <ListEditDialog
      width={500}
      title={t('nodeModel.categoriesDialog.title', { test })}
      testId="categories"
      dirty={names.join('\n') !== categoryNames.join('\n')}
      saving={update.isPending}
      onSave={() => update.mutate({ categoryNames: names }, saveProgress(onClose))}
      onClose={onClose}
      isEmpty={names.length === 0}
      emptyText={t('nodeModel.categoriesDialog.none')}
      list={
        <Flex gap={8} wrap>
          {names.map((name) => (
            <Tag
              key={name.toLowerCase()}
              closable
              onClose={() => setNames(names.filter((n) => n !== name))}
              closeIcon={<span aria-label={t('nodeModel.categoriesDialog.remove', { name })}>×</span>}
              data-testid={`categories-item-${name}`}
            >
              {name}
            </Tag>
          ))}
        </Flex>
      }
    >
      <Form form={form} layout="inline" onFinish={add} data-testid="categories-new-form">
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          style={{ flex: 1 }}
          rules={[
            {
              validator: (_, value?: string) => {
                const problem = categoryNameProblem(value ?? '', names);
                return problem ? Promise.reject(new Error(ruleMessage(problem, t))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={100} onPressEnter={() => form.submit()} data-testid="categories-new-name" />
        </Form.Item>
        <AddToListButton testId="categories-new-add" />
      </Form>
      <Typography.Text type="secondary">{t('nodeModel.categoriesDialog.help')}</Typography.Text>
    </ListEditDialog>
  );
}
