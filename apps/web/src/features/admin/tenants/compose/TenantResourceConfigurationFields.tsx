// The type-specific part of a resource card, rendered from contracts' declarative table
// (RESOURCE_CONFIGURATION_FIELDS): one control per key of the type (admin-console.md section 3).
// Changing a key replaces that key only: keys the table does not list stay in the configuration.
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  configurationFieldEditable,
  configurationFieldsOf,
  PRIVATE_ENDPOINTS_KEY,
  type ConfigurationField,
  type ResourceChoiceSource,
} from '@cairn/contracts';
import { TenantResourcePrivateEndpoints } from './TenantResourcePrivateEndpoints';

interface Props {
  resourceType: string;
  configuration: Record<string, unknown>;
  /** The tenant's other resources (saved and unsaved): the choices of links. */
  others: readonly ResourceChoiceSource[];
  disabled: boolean;
  onChange: (key: string, value: unknown) => void;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function TenantResourceConfigurationFields({
  resourceType,
  configuration,
  others,
  disabled,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const fields = configurationFieldsOf(resourceType);

  const label = (key: string) => t(`adminCompose.keys.${key}`, { defaultValue: key });
  const ofTypes = (field: ConfigurationField) =>
    'resourceTypes' in field
      ? others.filter((r) => field.resourceTypes.some((type) => type === r.resourceType))
      : [];

  const control = (field: ConfigurationField) => {
    const value = configuration[field.key];
    const off = disabled || !configurationFieldEditable(field, configuration);
    const testId = `compose-field-${field.key}`;
    // What every select of a key has: off when it may not change, named for screen readers.
    const select = { disabled: off, 'aria-label': label(field.key), 'data-testid': testId };
    const noneOfType =
      'resourceTypes' in field
        ? t('adminCompose.noResourceOfType', { types: field.resourceTypes.join(', ') })
        : undefined;
    switch (field.kind) {
      case 'boolean':
        return (
          <Checkbox
            checked={value === true}
            disabled={off}
            onChange={(e) => onChange(field.key, e.target.checked)}
            data-testid={testId}
          >
            {label(field.key)}
          </Checkbox>
        );
      case 'enum':
        return (
          <Select<string | number>
            value={value as string | number | undefined}
            {...select}
            showSearch={{ optionFilterProp: 'label' }}
            options={field.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(next) => onChange(field.key, next)}
          />
        );
      case 'resourceName':
        return (
          <Select<string>
            value={typeof value === 'string' && value !== '' ? value : undefined}
            {...select}
            allowClear
            placeholder={t('adminCompose.chooseResource')}
            options={ofTypes(field).map((r) => ({ value: r.name, label: r.name }))}
            onChange={(next) => onChange(field.key, next ?? '')}
            notFoundContent={noneOfType}
          />
        );
      case 'resourceNames':
      case 'resourceIds':
        // Names, or ids: those exist once a resource is saved, so an unsaved one shows but cannot be
        // chosen yet.
        return (
          <Select<string[]>
            mode="multiple"
            value={asList(value)}
            {...select}
            placeholder={t('adminCompose.chooseResources')}
            options={ofTypes(field).map((r) =>
              field.kind === 'resourceNames'
                ? { value: r.name, label: r.name }
                : r.id
                  ? { value: r.id, label: r.name }
                  : {
                      value: `unsaved:${r.name}`,
                      label: t('adminCompose.saveFirst', { name: r.name }),
                      disabled: true,
                    },
            )}
            onChange={(next) => onChange(field.key, next)}
            notFoundContent={noneOfType}
          />
        );
    }
  };

  // Why a control is off although the card may be edited: the key that switches it.
  const why = (field: ConfigurationField) => {
    if (field.enabledWhen && configuration[field.enabledWhen.key] !== field.enabledWhen.equals)
      return t('adminCompose.availableWhen', { key: label(field.enabledWhen.key) });
    if (field.disabledWhen && configuration[field.disabledWhen.key] === field.disabledWhen.equals)
      return t('adminCompose.fixedBecause', { key: label(field.disabledWhen.key) });
    return undefined;
  };

  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          label={field.kind === 'boolean' ? undefined : label(field.key)}
          extra={why(field)}
          style={{ marginBottom: field.kind === 'boolean' ? 4 : 12 }}
        >
          {control(field)}
        </Form.Item>
      ))}
      <TenantResourcePrivateEndpoints
        value={configuration[PRIVATE_ENDPOINTS_KEY]}
        disabled={disabled}
        onChange={(next) => onChange(PRIVATE_ENDPOINTS_KEY, next)}
      />
    </>
  );
}
