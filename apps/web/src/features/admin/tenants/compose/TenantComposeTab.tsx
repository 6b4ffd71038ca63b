// Tenant details, Compose tab (admin-console.md sections 2 to 5): the tenant's resources as cards
// with a form per type, New resource, Import template (only while there are none), Save and Deploy.
// Edits stay local until Save sends the whole list (section 4); leaving with edits asks first. While
// a deployment runs every control is off with the spec's tooltip and no card can be deleted.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Col, Empty, Flex, Row, Tag, Tooltip, Typography } from 'antd';
import { ImportOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  englishMessage,
  tenantResourcesProblems,
  type TemplateProposal,
  type TenantTemplateType,
} from '@cairn/contracts';
import { isApiError } from '../../../../shared/api/ApiError';
import { reportError } from '../../../../shared/api/reportError';
import { useAppSettings } from '../../../../shared/api/appSettings/useAppSettings';
import { useSaveTenantResources } from '../../../../shared/api/tenants/useSaveTenantResources';
import { useTenant } from '../../../../shared/api/tenants/useTenant';
import { useTenantResources } from '../../../../shared/api/tenants/useTenantResources';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/useUnsavedChangesGuard';
import { fieldErrorText } from '../../../../shared/validation/serverFieldErrors';
import { TenantDeployButton } from '../deployments/TenantDeploymentsTab';
import {
  cardFieldOf,
  choiceSources,
  fromSaved,
  isDirty,
  newDraft,
  toSaveBody,
  type CardField,
  type DraftResource,
} from './composeDraft';
import { TenantResourceCard } from './TenantResourceCard';
import { TenantResourceJsonDialog } from './dialogs/TenantResourceJsonDialog';
import { TenantResourceNewDialog, type TenantResourceNewValues } from './dialogs/TenantResourceNewDialog';
import { TenantTemplateImportDialog } from './dialogs/TenantTemplateImportDialog';

export interface TenantComposeTabProps {
  tenantId: string;
  /** A deployment is in progress (deploymentStatus 1): every control disabled with the lock tooltip. */
  locked: boolean;
}

type CardErrors = Record<string, Partial<Record<CardField, string[]>>>;
type Dialog = { kind: 'new' } | { kind: 'import' } | { kind: 'json' | 'delete'; key: string } | null;

export function TenantComposeTab({ tenantId, locked }: TenantComposeTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useTenantResources(tenantId);
  const tenant = useTenant(tenantId);
  const settings = useAppSettings();
  const save = useSaveTenantResources(tenantId);
  // The list as loaded (or last saved) and the local edits of it.
  const [baseline, setBaseline] = useState<DraftResource[] | null>(null);
  const [drafts, setDrafts] = useState<DraftResource[]>([]);
  const [errors, setErrors] = useState<CardErrors>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const dirty = baseline !== null && isDirty(drafts, baseline);
  // While locked the tab reads as it will be; without the compose ability it stays read-only.
  const canEdit = locked || (tenant.data?.abilities.compose ?? false);
  const off = locked || !canEdit;
  useUnsavedChangesGuard(dirty);

  // A newly loaded list replaces the cards unless they hold edits (a refetch never drops them).
  const saved = query.data;
  useEffect(() => {
    if (!saved) return;
    const next = fromSaved(saved);
    setBaseline((current) => {
      setDrafts((local) => (current === null || !isDirty(local, current) ? next : local));
      return next;
    });
  }, [saved]);

  const typeLabel = (type: string) => t(`adminCompose.types.${type}`, { defaultValue: type });
  const current = dialog && 'key' in dialog ? drafts.find((d) => d.key === dialog.key) : undefined;

  const change = (next: DraftResource, field: CardField) => {
    setDrafts((list) => list.map((d) => (d.key === next.key ? next : d)));
    setErrors((all) => ({ ...all, [next.key]: { ...all[next.key], [field]: undefined } }));
  };

  const add = (values: TenantResourceNewValues) => {
    setDrafts((list) => [...list, newDraft(values.resourceType, values.name, values.tag, list)]);
    void message.success(t('adminCompose.added'));
  };

  // The template's name is the tag of what it proposed: it says why the resource is there.
  const importProposals = (template: TenantTemplateType, proposals: TemplateProposal[]) => {
    setDrafts((list) => [
      ...list,
      ...proposals.map((p) => newDraft(p.resourceType, p.name, template, [], p.configuration)),
    ]);
    void message.success(t('adminCompose.imported', { count: proposals.length }));
  };

  const remove = (key: string) => {
    setDrafts((list) => list.filter((d) => d.key !== key));
    void message.success(t('adminCompose.deleted'));
  };

  /** Problems by card, from the contracts' rules (local) or the server's 400 (same fields). */
  const byCard = (problems: { field: string; text: string }[], sent: DraftResource[]) => {
    const next: CardErrors = {};
    let unplaced = false;
    for (const { field, text } of problems) {
      const at = cardFieldOf(field, sent);
      if (!at) {
        unplaced = true;
        continue;
      }
      const card = (next[at.key] ??= {});
      card[at.field] = [...(card[at.field] ?? []), text];
    }
    setErrors(next);
    return unplaced;
  };

  const submit = () => {
    const sent = drafts;
    const local = tenantResourcesProblems(
      sent.map((d) => ({ ...d, configuration: JSON.stringify(d.configuration) })),
      settings.data?.environment ?? '',
    ).map((p) => ({
      field: p.field,
      text: t(`validation.${p.message.key}`, {
        ...p.message.params,
        defaultValue: englishMessage(p.message),
      }),
    }));
    if (local.length > 0) {
      byCard(local, sent);
      void message.error(t('adminCompose.fixErrors'));
      return;
    }
    save.mutate(toSaveBody(sent), {
      onSuccess: (answer) => {
        const next = fromSaved(answer);
        setBaseline(next);
        setDrafts(next);
        setErrors({});
        void message.success(t('adminCompose.saved'));
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : [];
        const unplaced = byCard(
          fields.map((f) => ({ field: f.field, text: fieldErrorText(f, t) })),
          sent,
        );
        if (fields.length === 0 || unplaced) reportError(error);
        else void message.error(t('adminCompose.fixErrors'));
      },
    });
  };

  // Every button of the header: off with the spec's tooltip while a deployment runs.
  const lockTip = (node: ReactNode) =>
    locked ? (
      <Tooltip title={t('adminCompose.locked')}>
        <span data-testid="compose-locked">{node}</span>
      </Tooltip>
    ) : (
      node
    );

  if (query.isPending || (canEdit === false && tenant.isPending)) return <PageSpin />;
  if (query.isError) return <Alert type="error" showIcon title={t('adminCompose.loadFailed')} />;

  return (
    <Flex vertical gap={16} data-testid="compose-tab" data-dirty={dirty ? 'true' : 'false'}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          <Tag data-testid="compose-count" data-count={drafts.length}>
            {drafts.length}
          </Tag>
          {t('adminCompose.title')}
        </Typography.Title>
        {canEdit && (
          <Flex gap={8} wrap>
            {drafts.length === 0 &&
              lockTip(
                <Button
                  icon={<ImportOutlined />}
                  disabled={off}
                  onClick={() => setDialog({ kind: 'import' })}
                  data-testid="compose-import"
                >
                  {t('adminCompose.importTemplate')}
                </Button>,
              )}
            {lockTip(
              <Button
                icon={<PlusOutlined />}
                disabled={off}
                onClick={() => setDialog({ kind: 'new' })}
                data-testid="compose-new"
              >
                {t('adminCompose.new')}
              </Button>,
            )}
            {lockTip(
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={off || !dirty}
                loading={save.isPending}
                onClick={submit}
                data-testid="compose-save"
              >
                {t('common.save')}
              </Button>,
            )}
            {lockTip(
              <Tooltip title={dirty && !locked ? t('adminCompose.saveBeforeDeploy') : undefined}>
                <span data-testid="compose-deploy">
                  <TenantDeployButton
                    tenantId={tenantId}
                    disabled={off || dirty || drafts.length === 0 || !tenant.data?.abilities.deploy}
                  />
                </span>
              </Tooltip>,
            )}
          </Flex>
        )}
      </Flex>
      {locked && (
        <Alert type="info" showIcon title={t('adminCompose.locked')} data-testid="compose-locked-banner" />
      )}
      {drafts.length === 0 ? (
        <Empty
          description={t(canEdit ? 'adminCompose.emptyCanEdit' : 'adminCompose.empty')}
          data-testid="compose-empty"
        />
      ) : (
        <Row gutter={[16, 16]}>
          {drafts.map((resource) => (
            <Col key={resource.key} xs={24} lg={12} xxl={8}>
              <TenantResourceCard
                resource={resource}
                others={choiceSources(drafts, resource)}
                locked={locked}
                canEdit={canEdit}
                errors={errors[resource.key] ?? {}}
                onChange={change}
                onShowJson={() => setDialog({ kind: 'json', key: resource.key })}
                onDelete={() => setDialog({ kind: 'delete', key: resource.key })}
              />
            </Col>
          ))}
        </Row>
      )}
      <TenantResourceNewDialog
        open={dialog?.kind === 'new'}
        takenNames={drafts.map((d) => d.name)}
        environment={settings.data?.environment ?? ''}
        onAdd={add}
        onClose={() => setDialog(null)}
      />
      <TenantTemplateImportDialog
        open={dialog?.kind === 'import'}
        environment={settings.data?.environment ?? ''}
        onImport={importProposals}
        onClose={() => setDialog(null)}
      />
      {current && dialog?.kind === 'json' && (
        <TenantResourceJsonDialog
          open
          title={`${typeLabel(current.resourceType)} - ${current.name}`}
          configuration={current.configuration}
          readOnly={off}
          onApply={(configuration) => change({ ...current, configuration }, 'configuration')}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete' && !!current}
        title={t('adminCompose.confirmDelete')}
        target={current ? `${typeLabel(current.resourceType)} - ${current.name}` : ''}
        description={
          current &&
          t('adminCompose.deleteText', { target: `${typeLabel(current.resourceType)} - ${current.name}` })
        }
        onConfirm={async () => current && remove(current.key)}
        onClose={() => setDialog(null)}
        testId="compose-delete"
      />
    </Flex>
  );
}
