// New node (addNewNode): name by the node rules (no duplicate: noDuplicateNodeName), an optional
// database schema, which the testing screen hides, and the table the node starts from: its first
// query selects that table's columns (issue 27), the first table of the layer it reads by default.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dbSchemaRules, encodeQuery, type NodeModelLayer } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import { useAddNode } from '../../../shared/api/nodeModel/useAddNode';
import { useWarehouseTables } from '../../../shared/api/pipelines/useWarehouseTables';
import { defaultStarterTable, starterQuery } from '../starterQuery';
import { NameFormDialog } from './NameFormDialog';

interface Props {
  open: boolean;
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  existing: readonly string[];
  showSchema: boolean;
  /** The user may read the warehouse's tables (Pipelines Read): the node may start from one. */
  canReadTables: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}

interface Values {
  name: string;
  dbSchema?: string;
  /** `schema.table` the first query selects from; none: an empty query. */
  startFrom?: string;
}

export function NewNodeDialog({
  open,
  engagementId,
  branch,
  layer,
  existing,
  showSchema,
  canReadTables,
  onClose,
  onAdded,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddNode(engagementId, branch, layer);
  // Only those who may read the warehouse get the list; without it the node starts empty.
  const tables = useWarehouseTables(engagementId, { enabled: open && canReadTables });
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const starter = tables.data && defaultStarterTable(tables.data, layer);

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
      toInput={({ name, dbSchema, startFrom }) => {
        const table = tables.data?.find((t) => key(t) === startFrom);
        return {
          name: name.trim(),
          dbSchema: dbSchema?.trim() || null,
          ...(table && { query: encodeQuery(starterQuery(table)) }),
        };
      }}
      addedText={(name) => t('nodeModel.toasts.newNodeAdded', { name })}
      onClose={onClose}
      onAdded={onAdded}
    >
      {canReadTables && (
        // Mounted once the tables are known, so the default is chosen.
        <Form.Item
          key={starter ? key(starter) : 'none'}
          name="startFrom"
          label={t('nodeModel.newNode.startFrom')}
          extra={t('nodeModel.newNode.startFromHelp')}
          initialValue={starter && key(starter)}
        >
          <Select
            allowClear
            showSearch
            loading={tables.isPending}
            placeholder={t('nodeModel.newNode.emptyQuery')}
            options={(tables.data ?? []).map((t) => ({ value: key(t), label: key(t) }))}
            data-testid="new-node-start-from"
          />
        </Form.Item>
      )}
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
