// One composed resource (admin-console.md, Compose tab): name, type, tag and the form of its type, an
// icon to view or edit the raw configuration JSON and a delete icon (hidden while locked). The card
// is controlled: every change goes to the tab's local list, nothing is sent before Save.
import { Card, Form, Input, Tag, Typography } from 'antd';
import { CodeOutlined, DeleteOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TAG_MAX, type ResourceChoiceSource } from '@cairn/contracts';
import type { CardField, DraftResource } from './composeDraft';
import { TenantResourceConfigurationFields } from './TenantResourceConfigurationFields';
import { IconAction } from '../../../../shared/components/IconAction';

interface Props {
  resource: DraftResource;
  others: readonly ResourceChoiceSource[];
  locked: boolean;
  /** The caller may change the composition (the tenant's `compose` ability). */
  canEdit: boolean;
  /** Messages of the last Save's 400 (or the local checks) per field of this card. */
  errors: Partial<Record<CardField, string[]>>;
  onChange: (next: DraftResource, field: CardField) => void;
  onShowJson: () => void;
  onDelete: () => void;
}

const errorProps = (messages: string[] | undefined) =>
  messages?.length ? { validateStatus: 'error' as const, help: messages.join(' ') } : {};

export function TenantResourceCard({
  resource,
  others,
  locked,
  canEdit,
  errors,
  onChange,
  onShowJson,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const disabled = locked || !canEdit;
  const typeLabel = t(`adminCompose.types.${resource.resourceType}`, { defaultValue: resource.resourceType });
  const testId = `compose-card-${resource.name || resource.key}`;
  // Form.Item ties its label to a control only through a form field name; these are not form fields,
  // so each card names its controls itself (several cards share one page).
  const fieldId = useId();

  return (
    <Card
      size="small"
      data-testid={testId}
      data-type={resource.resourceType}
      data-new={resource.id ? 'false' : 'true'}
      title={
        <span>
          <Typography.Text strong>{resource.name}</Typography.Text>{' '}
          <Tag data-testid="compose-card-type">{typeLabel}</Tag>
          {!resource.id && <Tag color="blue">{t('adminCompose.unsaved')}</Tag>}
        </span>
      }
      extra={
        <>
          <IconAction
            title={t(disabled ? 'adminCompose.viewJson' : 'adminCompose.editJson')}
            icon={<CodeOutlined />}
            onClick={onShowJson}
            data-testid="compose-card-json"
          />
          {!locked && canEdit && (
            <IconAction
              title={t('adminCompose.delete')}
              danger
              icon={<DeleteOutlined />}
              onClick={onDelete}
              data-testid="compose-card-delete"
            />
          )}
        </>
      }
    >
      <Form layout="vertical" component="div" disabled={disabled}>
        {/* The header names a saved resource: it keeps its name (renaming would be a new resource in
            the cloud). An unsaved one may still be renamed here. */}
        {(!resource.id || errors.name) && (
          <Form.Item
            label={t('adminCompose.name')}
            htmlFor={`${fieldId}-name`}
            {...errorProps(errors.name)}
            style={{ marginBottom: 12 }}
          >
            <Input
              id={`${fieldId}-name`}
              value={resource.name}
              disabled={disabled || !!resource.id}
              onChange={(e) => onChange({ ...resource, name: e.target.value }, 'name')}
              data-testid="compose-card-name"
            />
          </Form.Item>
        )}
        {errors.resourceType?.length ? (
          <Form.Item
            label={t('adminCompose.type')}
            {...errorProps(errors.resourceType)}
            style={{ marginBottom: 12 }}
          >
            <Typography.Text>{resource.resourceType}</Typography.Text>
          </Form.Item>
        ) : null}
        <Form.Item
          label={t('adminCompose.tag')}
          htmlFor={`${fieldId}-tag`}
          {...errorProps(errors.tag)}
          style={{ marginBottom: 12 }}
        >
          <Input.TextArea
            id={`${fieldId}-tag`}
            value={resource.tag}
            autoSize={{ minRows: 1, maxRows: 4 }}
            count={{ show: true, max: RESOURCE_TAG_MAX }}
            onChange={(e) => onChange({ ...resource, tag: e.target.value }, 'tag')}
            data-testid="compose-card-tag"
          />
        </Form.Item>
        <TenantResourceConfigurationFields
          resourceType={resource.resourceType}
          configuration={resource.configuration}
          others={others}
          disabled={disabled}
          onChange={(key, value) =>
            onChange(
              { ...resource, configuration: { ...resource.configuration, [key]: value } },
              'configuration',
            )
          }
        />
        {errors.configuration?.length ? (
          <Typography.Text type="danger" data-testid="compose-card-configuration-error">
            {errors.configuration.join(' ')}
          </Typography.Text>
        ) : null}
      </Form>
    </Card>
  );
}
