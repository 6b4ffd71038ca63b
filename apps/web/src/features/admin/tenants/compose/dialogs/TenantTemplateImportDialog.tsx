// Import template (admin-console.md, Import template modal; offered only while the tenant has no
// resources): a template type, a prefix for the resource group name shown after the fixed prefix,
// the proposals 'Type - generated name' (section 5's rule), each removable before confirming. The
// confirmed proposals become unsaved cards; Save sends them. Templates are offered by names that say
// what they are for, and the prefix field says what the prefix becomes, with an example (issue 27).
import { useState } from 'react';
import { Button, Empty, Flex, Form, Input, List, Select, Space, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  generatedResourceName,
  resourceGroupPrefix,
  resourceNameProblem,
  rules,
  TENANT_TEMPLATE_TYPES,
  templateProposals,
  validate,
  type TemplateProposal,
  type TenantTemplateType,
} from '@cairn/contracts';
import { FormDialog } from '../../../../../shared/components/FormDialog';
import { antdRule, ruleMessage } from '../../../../../shared/validation/antdRules';
import { tenantTemplateDescriptionKey, tenantTemplateNameKey } from '../tenantTemplateLabels';

interface Props {
  open: boolean;
  /** The environment of appSettings.json: its first letter is part of the fixed prefix. */
  environment: string;
  onImport: (template: TenantTemplateType, proposals: TemplateProposal[]) => void;
  onClose: () => void;
}

interface Values {
  template: TenantTemplateType;
  prefix: string;
}

const lettersDigits = (v: string) =>
  v === '' || /^[A-Za-z0-9]+$/.test(v) ? null : { key: 'lettersDigitsOnly' };

/** The help's example: what a prefix 'acme' makes of a payroll template's SQL database name. */
const EXAMPLE = { prefix: 'acme', namePart: 'pay', type: 'SqlDatabase' } as const;

export function TenantTemplateImportDialog({ open, environment, onImport, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const template = Form.useWatch('template', form);
  const prefix = (Form.useWatch('prefix', form) ?? '').trim();
  // Removed proposals, by type (a template proposes each type once); a new template starts afresh.
  const [removed, setRemoved] = useState<{ template?: string; types: string[] }>({ types: [] });
  const fixed = resourceGroupPrefix(environment);
  const prefixValid = prefix !== '' && validate(prefix, rules.required, lettersDigits) === null;
  const removedTypes = removed.template === template ? removed.types : [];
  const proposals =
    template && prefixValid
      ? templateProposals(template, fixed + prefix).filter((p) => !removedTypes.includes(p.resourceType))
      : [];
  const problems = proposals.map((p) => resourceNameProblem(p.name));
  const typeLabel = (type: string) => t(`adminCompose.types.${type}`, { defaultValue: type });

  const close = () => {
    setRemoved({ types: [] });
    onClose();
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="large"
      title={t('adminCompose.importTemplate')}
      okText={t('adminCompose.import')}
      guardUnsavedChanges
      okButtonProps={{
        disabled: !!template && prefixValid && (proposals.length === 0 || problems.some(Boolean)),
      }}
      onSubmit={async ({ template: chosen }) => onImport(chosen, proposals)}
      onClose={close}
      testId="compose-import-template"
    >
      <Form.Item
        name="template"
        label={t('adminCompose.templateType')}
        required
        rules={[antdRule(rules.required, t)]}
      >
        <Select<TenantTemplateType>
          options={TENANT_TEMPLATE_TYPES.map((value) => ({ value, label: t(tenantTemplateNameKey(value)) }))}
          optionRender={(option) => (
            <Flex vertical data-testid={`compose-import-template-option-${option.value}`}>
              <span data-option-label>{option.label}</span>
              <Typography.Text type="secondary" style={{ whiteSpace: 'normal', fontSize: 12 }}>
                {t(tenantTemplateDescriptionKey(option.value as TenantTemplateType))}
              </Typography.Text>
            </Flex>
          )}
          placeholder={t('adminCompose.chooseTemplate')}
          data-testid="compose-import-template-type"
        />
      </Form.Item>
      <Form.Item
        label={t('adminCompose.resourceGroupPrefix')}
        required
        extra={
          <span data-testid="compose-import-template-prefix-help">
            {t('adminCompose.resourceGroupPrefixHelp', {
              fixed,
              example: generatedResourceName(fixed + EXAMPLE.prefix, EXAMPLE.namePart, EXAMPLE.type),
            })}
          </span>
        }
      >
        <Space.Compact block>
          <Space.Addon>{fixed}</Space.Addon>
          <Form.Item name="prefix" noStyle rules={[antdRule(rules.required, t), antdRule(lettersDigits, t)]}>
            <Input autoComplete="off" maxLength={24} data-testid="compose-import-template-prefix" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Typography.Text strong>{t('adminCompose.proposals')}</Typography.Text>
      {proposals.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(
            template && prefixValid ? 'adminCompose.allProposalsRemoved' : 'adminCompose.proposalsHint',
          )}
        />
      ) : (
        <List
          size="small"
          dataSource={proposals}
          style={{ maxHeight: 420, overflowY: 'auto' }}
          data-testid="compose-import-template-proposals"
          renderItem={(proposal, i) => (
            <List.Item
              data-testid="compose-import-template-proposal"
              data-name={proposal.name}
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('adminCompose.removeProposal', { name: proposal.name })}
                  onClick={() => setRemoved({ template, types: [...removedTypes, proposal.resourceType] })}
                  data-testid={`compose-import-template-remove-${proposal.name}`}
                />,
              ]}
            >
              <Flex vertical>
                <span>{`${typeLabel(proposal.resourceType)} - ${proposal.name}`}</span>
                {problems[i] && (
                  <Typography.Text type="danger">{ruleMessage(problems[i], t)}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </FormDialog>
  );
}
