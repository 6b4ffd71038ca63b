// New node (addNewNode): name by the node rules (no duplicate: noDuplicateNodeName) and an optional
// database schema, which the testing screen hides.
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { dbSchemaRules, nameRules, type NodeModelLayer } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import { useAddNode } from '../api/useAddNode';
import { showServerError } from './serverFieldErrors';

interface Props {
  open: boolean;
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  existing: readonly string[];
  showSchema: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}

interface Values {
  name: string;
  dbSchema?: string;
}

export function NewNodeDialog({
  open,
  engagementId,
  branch,
  layer,
  existing,
  showSchema,
  onClose,
  onAdded,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddNode(engagementId, branch, layer);

  const submit = ({ name, dbSchema }: Values) =>
    add.mutate(
      { name: name.trim(), dbSchema: dbSchema?.trim() || null },
      {
        onSuccess: (node) => {
          void message.success(t('nodeModel.toasts.newNodeAdded', { name: node.name }));
          onAdded(node.name);
          onClose();
        },
        onError: (error) => showServerError(form, error, ['name', 'dbSchema'], t),
      },
    );

  return (
    <Modal
      open={open}
      width={400}
      title={t('nodeModel.newNode.title')}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="new-node-form">
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          required
          rules={nameRules('node', existing).map((rule) => antdRule(rule, t))}
        >
          <Input autoFocus maxLength={100} onPressEnter={() => form.submit()} data-testid="new-node-name" />
        </Form.Item>
        {showSchema && (
          <Form.Item
            name="dbSchema"
            label={t('nodeModel.newNode.schema')}
            extra={t('nodeModel.newNode.schemaHelp')}
            rules={dbSchemaRules.map((rule) => antdRule(rule, t))}
          >
            <Input maxLength={100} onPressEnter={() => form.submit()} data-testid="new-node-schema" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
