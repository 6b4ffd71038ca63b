// Edit categories of a test (testing config): add and remove names; a name already in the list is
// rejected ignoring case (noDuplicateCategory). Closing with unsaved changes asks.
import { useState } from 'react';
import { App, Button, Empty, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../shared/api/reportError';
import { ruleMessage } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../api/nodeModelAddresses';
import { useUpdateTest } from '../api/useUpdateTest';
import { categoryNameProblem } from '../categoryNames';
import { useForgotToSaveGuard } from './useForgotToSaveGuard';

interface Props {
  nodeRef: NodeRef;
  test: string;
  categoryNames: string[];
  onClose: () => void;
}

export function CategoriesDialog({ nodeRef, test, categoryNames, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [names, setNames] = useState(categoryNames);
  const [form] = Form.useForm<{ name: string }>();
  const update = useUpdateTest(nodeRef, test);
  const dirty = names.join('\n') !== categoryNames.join('\n');
  const close = useForgotToSaveGuard(dirty, onClose);

  const add = ({ name }: { name: string }) => {
    setNames([...names, name.trim()]);
    form.resetFields();
  };
  const submit = () => {
    const key = 'node-model-categories';
    void message.loading({ content: t('nodeModel.toasts.savingChanges'), key, duration: 0 });
    update.mutate(
      { categoryNames: names },
      {
        onSuccess: () => {
          void message.success({ content: t('nodeModel.toasts.saved'), key });
          onClose();
        },
        onError: (error) => {
          message.destroy(key);
          reportError(error);
        },
      },
    );
  };

  return (
    <Modal
      open
      width={500}
      title={t('nodeModel.categoriesDialog.title', { test })}
      okText={t('common.save')}
      cancelText={t('nodeModel.cancel')}
      onOk={submit}
      confirmLoading={update.isPending}
      onCancel={close}
      data-testid="categories-dialog"
    >
      <Flex vertical gap={16}>
        <div style={{ maxHeight: 500, overflowY: 'auto' }} data-testid="categories-list">
          {names.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nodeModel.categoriesDialog.none')} />
          ) : (
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
          )}
        </div>
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
          <Form.Item style={{ marginInlineEnd: 0 }}>
            <Button htmlType="submit" icon={<PlusOutlined />} data-testid="categories-new-add">
              {t('nodeModel.add')}
            </Button>
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">{t('nodeModel.categoriesDialog.help')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
