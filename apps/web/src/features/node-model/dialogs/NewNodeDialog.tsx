// New node (addNewNode): name by the node rules (no duplicate: noDuplicateNodeName) and an optional
// database schema, which the testing screen hides.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { dbSchemaRules, type NodeModelLayer } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import { useAddNode } from '../../../shared/api/nodeModel/useAddNode';
import { NameFormDialog } from './NameFormDialog';

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
  const [form] = Form.useForm<Values>();
  const add = useAddNode(engagementId, branch, layer);

  return (
    <NameFormDialog
      open={open}
      form={form}
      width="small"
      title={t('nodeModel.newNode.title')}
      testId="new-node"
      nameKind="node"
      existing={existing}
      add={add}
      toInput={({ name, dbSchema }) => ({ name: name.trim(), dbSchema: dbSchema?.trim() || null })}
      addedText={(name) => t('nodeModel.toasts.newNodeAdded', { name })}
      onClose={onClose}
      onAdded={onAdded}
    >
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
    </NameFormDialog>
  );
}
