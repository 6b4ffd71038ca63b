// Making or changing an orchestration (/workflow/new, /workflow/:orchestrationId): its name, steps,
// schedule and alerts in one form; Save sends the version it was made from; Run now, Delete and the
// saved versions once it exists. Buttons a user may not use show why (useWorkflowAccess).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Space, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  HistoryOutlined,
  PlayCircleOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { useDeleteOrchestration } from '../../../shared/api/orchestrations/useDeleteOrchestration';
import { useOrchestration } from '../../../shared/api/orchestrations/useOrchestration';
import { useStartOrchestrationRun } from '../../../shared/api/orchestrations/useStartOrchestrationRun';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { useUnsavedChangesGuard } from '../../../shared/hooks/useUnsavedChangesGuard';
import { orchestrationRunAddress, WORKFLOW_ADDRESS, orchestrationAddress } from '../addresses';
import { useWorkflowAccess } from '../useWorkflowAccess';
import { AlertsSection } from './AlertsSection';
import { emptyFormValues, formValuesOf, type OrchestrationFormValues } from './orchestrationForm';
import { ScheduleSection } from './ScheduleSection';
import { FileTriggerSection } from './FileTriggerSection';
import { StepsSection } from './StepsSection';
import { useOrchestrationSaving } from './useOrchestrationSaving';
import { VersionsDrawer } from './VersionsDrawer';
import type { Orchestration } from '../../../shared/api/orchestrations/types';

export function OrchestrationEditorPage() {
  const { t } = useTranslation();
  const { orchestrationId } = useParams();
  const { engagementId } = useEngagementWorkspace();
  const orchestration = useOrchestration(engagementId, orchestrationId);

  if (!engagementId || (orchestrationId && orchestration.isPending)) return <PageSpin />;
  if (orchestrationId && !orchestration.data) {
    const missing = isApiError(orchestration.error) && orchestration.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'workflow.editor.notFound' : 'workflow.editor.loadFailed')}
        extra={
          <Link to={WORKFLOW_ADDRESS}>
            <Button type="primary">{t('workflow.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <OrchestrationEditor
      // A reload after a conflict brings a newer version: the form starts again from it.
      key={`${orchestration.data?.id ?? 'new'}-${orchestration.data?.version ?? 0}`}
      engagementId={engagementId}
      saved={orchestration.data}
      reload={() => void orchestration.refetch()}
    />
  );
}

interface EditorProps {
  engagementId: string;
  saved: Orchestration | undefined;
  reload: () => void;
}

function OrchestrationEditor({ engagementId, saved, reload }: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrchestrationFormValues>();
  const [dirty, setDirty] = useState(false);
  // Navigate once the guard has heard the form is clean (a save of a new one opens its address).
  const [goTo, setGoTo] = useState<string | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const access = useWorkflowAccess(saved);
  const remove = useDeleteOrchestration(engagementId);
  const runNow = useStartOrchestrationRun(engagementId);
  const saving = useOrchestrationSaving(engagementId, form, saved, (result) => {
    setDirty(false);
    if (!saved) setGoTo(orchestrationAddress(result.id));
    else form.setFieldsValue(formValuesOf(result));
  });
  useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (goTo && !dirty) navigate(goTo, { replace: true });
  }, [goTo, dirty, navigate]);

  const startRun = () =>
    runNow.mutate(saved!.id, {
      onSuccess: (run) => {
        void message.success(t('workflow.editor.runStarted'));
        navigate(orchestrationRunAddress(run.id));
      },
    });

  const title = saved ? saved.name : t('workflow.editor.newTitle');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          saved &&
          t('workflow.editor.savedVersion', { version: saved.version, name: saved.updatedByName ?? '' })
        }
        extra={
          <Space wrap>
            <Link to={WORKFLOW_ADDRESS}>
              <Button icon={<ArrowLeftOutlined />}>{t('workflow.backToList')}</Button>
            </Link>
            {saved && (
              <Button
                icon={<HistoryOutlined />}
                onClick={() => setVersionsOpen(true)}
                data-testid="editor-versions"
              >
                {t('workflow.versions.open')}
              </Button>
            )}
            {saved && (
              <Tooltip
                title={access.runUnavailable ?? (dirty ? t('workflow.editor.runsSavedVersion') : undefined)}
              >
                <Button
                  icon={<PlayCircleOutlined />}
                  disabled={!access.canRun}
                  aria-description={access.runUnavailable}
                  loading={runNow.isPending}
                  onClick={startRun}
                  data-testid="editor-run-now"
                >
                  {t('workflow.runNow')}
                </Button>
              </Tooltip>
            )}
            {saved && (
              <Tooltip title={access.writeUnavailable}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={!access.canWrite}
                  aria-description={access.writeUnavailable}
                  onClick={() => setDeleting(true)}
                  data-testid="editor-delete"
                >
                  {t('common.delete')}
                </Button>
              </Tooltip>
            )}
            <Tooltip title={access.writeUnavailable}>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={!access.canWrite}
                aria-description={access.writeUnavailable}
                loading={saving.saving}
                onClick={() => void saving.save()}
                data-testid="editor-save"
              >
                {t('common.save')}
              </Button>
            </Tooltip>
          </Space>
        }
      />
      {saving.conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('workflow.editor.conflict')}
          data-testid="editor-conflict"
          action={
            <Button
              size="small"
              onClick={() => {
                saving.clearConflict();
                setDirty(false);
                reload();
              }}
            >
              {t('workflow.editor.reload')}
            </Button>
          }
        />
      )}
      <Form<OrchestrationFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!access.canWrite}
        initialValues={saved ? formValuesOf(saved) : emptyFormValues()}
        onValuesChange={() => setDirty(true)}
      >
        <Flex vertical gap={24}>
          <Card data-testid="editor-general">
            <Form.Item
              name="name"
              label={t('workflow.editor.name')}
              rules={[{ required: true, whitespace: true, message: t('validation.thisFieldIsRequired') }]}
            >
              <Input maxLength={100} data-testid="editor-name" />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('workflow.editor.description')}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea
                maxLength={1000}
                autoSize={{ minRows: 2, maxRows: 6 }}
                data-testid="editor-description"
              />
            </Form.Item>
          </Card>
          <StepsSection />
          <ScheduleSection engagementId={engagementId} />
          <FileTriggerSection />
          <AlertsSection webhookSecretSet={saved?.webhookSecretSet ?? false} />
        </Flex>
      </Form>
      {saved && (
        <>
          <VersionsDrawer
            engagementId={engagementId}
            orchestrationId={saved.id}
            open={versionsOpen}
            onClose={() => setVersionsOpen(false)}
          />
          <ConfirmDialog
            open={deleting}
            title={t('workflow.editor.deleteTitle')}
            target={saved.name}
            onConfirm={async () => {
              await remove.mutateAsync(saved.id);
              setDirty(false);
              setGoTo(WORKFLOW_ADDRESS);
            }}
            onClose={() => setDeleting(false)}
            testId="delete-orchestration"
          />
        </>
      )}
    </>
  );
}
