// Edit properties (filtering and labeling): name by the name rules (no duplicate ignoring case:
// noDuplicateProperty) and a required value. Validated on save; closing with unsaved changes asks.
import { useState } from 'react';
import { Button, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { nameRules, propertyValueRules, validatePropertyList, type Property } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { useSaveProperties } from '../../../shared/api/nodeModel/useSaveProperties';
import { ListEditDialog } from './ListEditDialog';
import { RowProblems } from './RowProblems';
import { useSaveProgressToast } from './useSaveProgressToast';

interface Props {
  nodeRef: NodeRef;
  properties: Property[];
  onClose: () => void;
}

const sameList = (a: readonly Property[], b: readonly Property[]) =>
  a.length === b.length && a.every((p, i) => p.name === b[i].name && p.value === b[i].value);

export function PropertiesDialog({ nodeRef, properties, onClose }: Props) {
  const { t } = useTranslation();
  const [list, setList] = useState<Property[]>(properties);
  const [validated, setValidated] = useState(false);
  const [form] = Form.useForm<Property>();
  const save = useSaveProperties(nodeRef);
  const saveProgress = useSaveProgressToast('node-model-properties');
  const problems = validated ? validatePropertyList(list) : [];

  const append = ({ name, value }: Property) => {
    setList([...list, { name: name.trim(), value: value.trim() }]);
    form.resetFields();
  };
  const setValue = (index: number, value: string) =>
    setList(list.map((p, i) => (i === index ? { ...p, value } : p)));
  const submit = () => {
    setValidated(true);
    if (validatePropertyList(list).length > 0) return;
    save.mutate(list, saveProgress(onClose));
  };

  return (
    <ListEditDialog
      width={640}
      title={t('nodeModel.properties.editTitle')}
      testId="properties"
      dirty={!sameList(list, properties)}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
      isEmpty={list.length === 0}
      emptyText={t('nodeModel.properties.none')}
      list={list.map((property, index) => {
        const rowProblems = problems.filter((p) => p.index === index);
        return (
          <Flex key={`${property.name}-${index}`} vertical style={{ padding: '6px 0' }}>
            <Flex align="center" gap={8} data-testid={`properties-row-${property.name}`}>
              <Typography.Text strong style={{ width: 180 }} ellipsis={{ tooltip: property.name }}>
                {property.name}
              </Typography.Text>
              <Input
                value={property.value}
                onChange={(event) => setValue(index, event.target.value)}
                aria-label={t('nodeModel.properties.valueFor', { name: property.name })}
                status={rowProblems.some((p) => p.field === 'value') ? 'error' : undefined}
              />
              <Tooltip title={t('nodeModel.properties.remove', { name: property.name })}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('nodeModel.properties.remove', { name: property.name })}
                  onClick={() => setList(list.filter((_, i) => i !== index))}
                />
              </Tooltip>
            </Flex>
            <RowProblems problems={rowProblems} />
          </Flex>
        );
      })}
    >
      <Form<Property> form={form} layout="vertical" onFinish={append} data-testid="properties-new-form">
        <Flex gap={8} align="flex-start">
          <Form.Item
            name="name"
            label={t('nodeModel.name')}
            rules={nameRules(
              'property',
              list.map((p) => p.name),
            ).map((rule) => antdRule(rule, t))}
            style={{ flex: 1 }}
          >
            <Input maxLength={100} onPressEnter={() => form.submit()} data-testid="properties-new-name" />
          </Form.Item>
          <Form.Item
            name="value"
            label={t('nodeModel.properties.value')}
            rules={propertyValueRules.map((rule) => antdRule(rule, t))}
            style={{ flex: 1 }}
          >
            <Input maxLength={1000} onPressEnter={() => form.submit()} data-testid="properties-new-value" />
          </Form.Item>
          <Form.Item label=" ">
            <Button htmlType="submit" icon={<PlusOutlined />} data-testid="properties-new-add">
              {t('nodeModel.add')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </ListEditDialog>
  );
}
