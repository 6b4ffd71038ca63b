// One storage purpose (admin-console.md, Storage tab): purpose (chosen once, read-only when saved,
// since it becomes part of storage addresses), display name (at most 30), implementation and its
// configuration JSON.
import { Button, Card, Form, Input, Popconfirm, Select, Typography } from 'antd';
import type { FormListFieldData, FormRule } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  duplicatePurposes,
  MAX_STORAGE_DISPLAY_NAME_LENGTH,
  MIN_STORAGE_PURPOSE_LENGTH,
  rules,
  STORAGE_IMPLEMENTATIONS,
  storageConfigurationSchema,
  type EngagementStorageOffer,
  type StorageImplementation,
} from '@cairn/contracts';
import { antdRule } from '../../../../shared/validation/antdRules';
import {
  CONFIGURATION_KEYS,
  withImplementationKeys,
  type ConfigurationCard,
} from './storageConfigurationForm';

interface Props {
  field: FormListFieldData;
  canWrite: boolean;
  onRemove: () => void;
  /** Provisioned storage roots of the engagement's selected resources, offered as an implementation. */
  offers?: EngagementStorageOffer[];
}

const LIST = 'configurations';

export function StorageConfigurationCard({ field, canWrite, onRemove, offers = [] }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const card = Form.useWatch([LIST, field.name], form) as ConfigurationCard | undefined;
  const isNew = !!card?.isNew;
  const implementation = card?.implementation;

  const uniquePurpose: FormRule = ({ getFieldValue }) => ({
    validator: () => {
      const list = (getFieldValue(LIST) ?? []) as ConfigurationCard[];
      return duplicatePurposes(list).includes(field.name)
        ? Promise.reject(new Error(t('validation.thisPurposeAlreadyExists')))
        : Promise.resolve();
    },
  });
  // The configuration must be a JSON object: contracts' schema says so, with the spec's message.
  const jsonObject: FormRule = {
    validator: (_, value: string) =>
      storageConfigurationSchema.shape.configuration.safeParse(value ?? '').success
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.invalidJson'))),
  };
  const onImplementation = (next: StorageImplementation) =>
    form.setFieldValue(
      [LIST, field.name, 'configuration'],
      withImplementationKeys(form.getFieldValue([LIST, field.name, 'configuration']) ?? '', next),
    );

  // Choosing a provisioned storage root fills implementation and configuration with its own.
  const applyOffer = (resourceName: string) => {
    const offer = offers.find((o) => o.resourceName === resourceName);
    if (!offer) return;
    form.setFieldValue([LIST, field.name, 'implementation'], offer.implementation);
    form.setFieldValue([LIST, field.name, 'configuration'], offer.configuration);
  };

  return (
    <Card
      size="small"
      title={isNew ? t('engagementDetails.storage.newPurpose') : card?.storagePurpose}
      data-testid={`storage-configuration-${isNew ? `new-${field.name}` : card?.storagePurpose}`}
      extra={
        canWrite && (
          <Popconfirm
            title={t('engagementDetails.storage.removeConfirm')}
            okText={t('engagementDetails.storage.remove')}
            cancelText={t('storage.cancel')}
            onConfirm={onRemove}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('engagementDetails.storage.remove')}
            />
          </Popconfirm>
        )
      }
    >
      {/* Kept in the form so a removed card's flag moves with it; never sent (toSaved drops it). */}
      <Form.Item name={[field.name, 'isNew']} hidden noStyle />
      <Form.Item
        name={[field.name, 'storagePurpose']}
        label={t('engagementDetails.storage.purpose')}
        required={isNew}
        rules={
          isNew
            ? [
                antdRule(rules.required, t),
                antdRule(rules.minLength(MIN_STORAGE_PURPOSE_LENGTH), t),
                antdRule(rules.lettersDigitsDashUnderscore, t),
                uniquePurpose,
              ]
            : []
        }
      >
        <Input disabled={!isNew} maxLength={50} data-testid="storage-configuration-purpose" />
      </Form.Item>
      <Form.Item
        name={[field.name, 'displayName']}
        label={t('engagementDetails.storage.displayName')}
        rules={[antdRule(rules.maxLength(MAX_STORAGE_DISPLAY_NAME_LENGTH), t)]}
      >
        <Input
          count={{ show: true, max: MAX_STORAGE_DISPLAY_NAME_LENGTH }}
          data-testid="storage-configuration-display-name"
        />
      </Form.Item>
      {offers.length > 0 && canWrite && (
        // Not a form field (choosing fills the others), so its label is tied to it by id.
        <Form.Item
          label={t('adminEngagements.provisionedStorage')}
          htmlFor={`storage-configuration-provisioned-${field.key}`}
        >
          <Select<string>
            id={`storage-configuration-provisioned-${field.key}`}
            value={null}
            placeholder={t('adminEngagements.chooseProvisionedStorage')}
            onChange={applyOffer}
            options={offers.map((o) => ({
              value: o.resourceName,
              label: `${o.resourceName} (${o.resourceType})`,
            }))}
            data-testid="storage-configuration-provisioned"
          />
        </Form.Item>
      )}
      <Form.Item
        name={[field.name, 'implementation']}
        label={t('engagementDetails.storage.implementation')}
        rules={[antdRule(rules.required, t)]}
      >
        <Select<StorageImplementation>
          onChange={onImplementation}
          options={STORAGE_IMPLEMENTATIONS.map((value) => ({
            value,
            label: t(`engagementDetails.storage.implementations.${value}`),
          }))}
          data-testid="storage-configuration-implementation"
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'configuration']}
        label={t('engagementDetails.storage.configuration')}
        rules={[jsonObject]}
        extra={
          implementation && (
            <Typography.Text type="secondary">
              {t('engagementDetails.storage.configurationKeys', {
                keys: CONFIGURATION_KEYS[implementation].join(', '),
              })}
            </Typography.Text>
          )
        }
      >
        <Input.TextArea
          rows={4}
          spellCheck={false}
          style={{ fontFamily: 'var(--ant-font-family-code, monospace)' }}
          data-testid="storage-configuration-json"
        />
      </Form.Item>
    </Card>
  );
}
