// Edit fields (workspace.md sections 4 and 5): suggestions from the query's `as` aliases, added with
// the guessed type in query order; new fields appended (name, data type); move up and down; remove.
// The whole list is validated on save; closing with unsaved changes asks (forgotToSave).
import { useReducer, useState } from 'react';
import { Button, Flex, Form, Input, Select, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  canonicalDataType,
  DATA_TYPES,
  DEFAULT_DATA_TYPE,
  dataTypeRules,
  extractQueryFields,
  fieldNameRules,
  fieldStatus,
  guessDataType,
  validateFieldList,
  type CloudProvider,
  type FieldInput,
} from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useSaveFields } from '../../../shared/api/nodeModel/useSaveFields';
import { StatusDot } from '../components/StatusDot';
import { fieldsEditorReducer, initialFieldsEditor, isDirty, suggestionsOf } from '../fieldsEditor';
import { AddToListButton } from './AddToListButton';
import { ListEditDialog } from './ListEditDialog';
import { RowProblems } from './RowProblems';
import { useSaveProgressToast } from './useSaveProgressToast';

interface Props {
  nodeRef: NodeRef;
  fields: FieldInput[];
  /** The query the suggestions and the status come from. */
  query: string;
  isGain: boolean;
  provider: CloudProvider;
  onClose: () => void;
}

interface NewField {
  name: string;
  dataType: string;
}

export function FieldsDialog({ nodeRef, fields, query, isGain, provider, onClose }: Props) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(fieldsEditorReducer, fields, initialFieldsEditor);
  const [validated, setValidated] = useState(false);
  const [form] = Form.useForm<NewField>();
  const save = useSaveFields(nodeRef);
  const saveProgress = useSaveProgressToast('node-model-fields');

  const queryFields = extractQueryFields(query);
  const suggestions = suggestionsOf(state, query);
  const problems = validated ? validateFieldList(state.fields, { isGain, provider }) : [];
  const problemsOf = (index: number) => problems.filter((p) => p.index === index);
  const typeOptions = DATA_TYPES[provider].map((type) => ({ value: type, label: type }));
  const names = state.fields.map((f) => f.name);

  const addSuggestion = (name: string) =>
    dispatch({
      type: 'addSuggestion',
      field: { name, dataType: guessDataType(name, provider) },
      queryFields,
    });
  const append = ({ name, dataType }: NewField) => {
    const trimmed = name.trim();
    const type = isGain ? guessDataType(trimmed, provider) : canonicalDataType(dataType, provider);
    dispatch({ type: 'append', field: { name: trimmed, dataType: type } });
    form.resetFields(['name']);
  };
  const submit = () => {
    setValidated(true);
    if (validateFieldList(state.fields, { isGain, provider }).length > 0) return;
    save.mutate(
      state.fields,
      saveProgress(() => {
        dispatch({ type: 'reset', fields: state.fields });
        onClose();
      }),
    );
  };

  return (
    <ListEditDialog
      width={640}
      title={t('nodeModel.fields.editTitle')}
      testId="fields"
      dirty={isDirty(state)}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
      header={
        <section aria-label={t('nodeModel.fields.suggestions')} data-testid="fields-suggestions">
          <Flex justify="space-between" align="center">
            <Typography.Text strong>{t('nodeModel.fields.suggestions')}</Typography.Text>
            {suggestions.length > 1 && (
              <Button
                size="small"
                type="link"
                onClick={() => suggestions.forEach(addSuggestion)}
                data-testid="fields-add-suggestions"
              >
                {t('nodeModel.fields.addAllSuggestions')}
              </Button>
            )}
          </Flex>
          {suggestions.length === 0 ? (
            <Typography.Text type="secondary">{t('nodeModel.fields.noSuggestions')}</Typography.Text>
          ) : (
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              {suggestions.map((name) => (
                <Button
                  key={name}
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => addSuggestion(name)}
                  aria-label={t('nodeModel.fields.addSuggestion', { name })}
                  data-testid={`fields-suggestion-${name}`}
                >
                  {name}
                </Button>
              ))}
            </Flex>
          )}
        </section>
      }
      isEmpty={state.fields.length === 0}
      emptyText={t('nodeModel.fields.none')}
      list={state.fields.map((field, index) => {
        const rowProblems = problemsOf(index);
        return (
          <Flex
            key={field.name.toLowerCase()}
            vertical
            style={{ padding: '6px 0', borderBottom: '1px solid var(--ant-color-split, #f0f0f0)' }}
            data-testid={`fields-row-${field.name}`}
          >
            <Flex align="center" gap={8}>
              <StatusDot status={fieldStatus(field.name, query)} />
              <Typography.Text style={{ flex: 1, minWidth: 0 }} ellipsis={{ tooltip: field.name }}>
                {field.name}
              </Typography.Text>
              {!isGain && (
                <Select
                  size="small"
                  style={{ width: 170 }}
                  value={field.dataType}
                  options={typeOptions}
                  aria-label={t('nodeModel.fields.dataTypeOf', { name: field.name })}
                  onChange={(dataType: string) => dispatch({ type: 'setDataType', index, dataType })}
                  status={rowProblems.some((p) => p.field === 'dataType') ? 'error' : undefined}
                />
              )}
              <Tooltip title={t('nodeModel.fields.moveUp', { name: field.name })}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('nodeModel.fields.moveUp', { name: field.name })}
                  onClick={() => dispatch({ type: 'move', index, by: -1 })}
                />
              </Tooltip>
              <Tooltip title={t('nodeModel.fields.moveDown', { name: field.name })}>
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === state.fields.length - 1}
                  aria-label={t('nodeModel.fields.moveDown', { name: field.name })}
                  onClick={() => dispatch({ type: 'move', index, by: 1 })}
                />
              </Tooltip>
              <Tooltip title={t('nodeModel.fields.remove', { name: field.name })}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('nodeModel.fields.remove', { name: field.name })}
                  onClick={() => dispatch({ type: 'remove', index })}
                />
              </Tooltip>
            </Flex>
            <RowProblems problems={rowProblems} />
          </Flex>
        );
      })}
    >
      <Form<NewField>
        form={form}
        layout="inline"
        onFinish={append}
        initialValues={{ dataType: DEFAULT_DATA_TYPE[provider] }}
        data-testid="fields-new-form"
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="name"
          label={t('nodeModel.fields.newField')}
          rules={fieldNameRules({ isGain }, names).map((rule) => antdRule(rule, t))}
          style={{ flex: 1 }}
        >
          <Input maxLength={128} onPressEnter={() => form.submit()} data-testid="fields-new-name" />
        </Form.Item>
        {!isGain && (
          <Form.Item
            name="dataType"
            rules={dataTypeRules(provider).map((rule) => antdRule(rule, t))}
            style={{ width: 170 }}
          >
            <Select
              options={typeOptions}
              aria-label={t('nodeModel.fields.dataType')}
              data-testid="fields-new-type"
            />
          </Form.Item>
        )}
        <AddToListButton testId="fields-new-add" />
      </Form>
    </ListEditDialog>
  );
}
