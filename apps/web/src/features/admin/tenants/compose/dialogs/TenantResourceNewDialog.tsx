// New resource (admin-console.md, New resource modal): type from a sorted, filterable list, name
// ('nletp' and the environment's letter first, 8 to 24 letters and digits), tag (required, at most 100, several lines). The card
// is added to the local list; Save sends it.
import { Form, Input, Select } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RESOURCE_NAME_LENGTH,
  RESOURCE_TAG_MAX,
  newResourceNameProblem,
  resourceNameEnvironmentPrefix,
  resourceTagProblem,
  rules,
  TENANT_RESOURCE_TYPES,
  type TenantResourceType,
} from '@cairn/contracts';
import { FormDialog } from '../../../../../shared/components/FormDialog';
import { antdRule } from '../../../../../shared/validation/antdRules';

export interface TenantResourceNewValues {
  resourceType: TenantResourceType;
  name: string;
  tag: string;
}

interface Props {
  open: boolean;
  /** Names already in the composition (saved or not): a second resource may not take one. */
  takenNames: readonly string[];
  /** The environment of appSettings.json: a new name must include it. */
  environment: string;
  onAdd: (values: TenantResourceNewValues) => void;
  onClose: () => void;
}

export function TenantResourceNewDialog({ open, takenNames, environment, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const typeLabel = (type: string) => t(`adminCompose.types.${type}`, { defaultValue: type });
  const options = TENANT_RESOURCE_TYPES.map((value) => ({ value, label: typeLabel(value) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const unique: FormRule = {
    validator: (_, value: string | undefined) =>
      takenNames.some((n) => n.toLowerCase() === (value ?? '').trim().toLowerCase())
        ? Promise.reject(new Error(t('validation.resourceNameTaken')))
        : Promise.resolve(),
  };

  return (
    <FormDialog<TenantResourceNewValues>
      open={open}
      width="medium"
      title={t('adminCompose.newResource')}
      okText={t('adminCompose.add')}
      guardUnsavedChanges
      onSubmit={async (values) => onAdd({ ...values, name: values.name.trim() })}
      onClose={onClose}
      testId="compose-new-resource"
    >
      <Form.Item
        name="resourceType"
        label={t('adminCompose.type')}
        rules={[antdRule(rules.required, t)]}
        required
      >
        <Select<TenantResourceType>
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          placeholder={t('adminCompose.chooseType')}
          data-testid="compose-new-resource-type"
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('adminCompose.name')}
        required
        validateFirst
        rules={[antdRule((name) => newResourceNameProblem(name, environment), t), unique]}
        extra={t('adminCompose.nameHint', {
          prefix: resourceNameEnvironmentPrefix(environment),
          min: RESOURCE_NAME_LENGTH.min,
          max: RESOURCE_NAME_LENGTH.max,
        })}
      >
        <Input
          maxLength={RESOURCE_NAME_LENGTH.max + 10}
          autoComplete="off"
          data-testid="compose-new-resource-name"
        />
      </Form.Item>
      <Form.Item name="tag" label={t('adminCompose.tag')} required rules={[antdRule(resourceTagProblem, t)]}>
        <Input.TextArea
          rows={4}
          count={{ show: true, max: RESOURCE_TAG_MAX }}
          data-testid="compose-new-resource-tag"
        />
      </Form.Item>
    </FormDialog>
  );
}
