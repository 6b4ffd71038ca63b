// Engagement details, API connections tab (AWS): a card per connection; a new one takes an API name
// not used yet, stays local until saved; Test asks the server for a token with the stored secret.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, Empty, Flex, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApiConnectionTestResult } from '@cairn/contracts';
import { isApiError } from '../../../../shared/api/ApiError';
import { useApiConnectionHistory } from '../../../../shared/api/connectors/useApiConnectionHistory';
import { useApiConnections } from '../../../../shared/api/connectors/useApiConnections';
import { useDeleteApiConnection } from '../../../../shared/api/connectors/useDeleteApiConnection';
import { useRestoreApiConnection } from '../../../../shared/api/connectors/useRestoreApiConnection';
import { useSaveApiConnection } from '../../../../shared/api/connectors/useSaveApiConnection';
import { useTestApiConnection } from '../../../../shared/api/connectors/useTestApiConnection';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { ApiConnectionCard } from './ApiConnectionCard';
import {
  apiConnectionSaveBody,
  mergeSaved,
  newApiConnectionDraft,
  savedApiConnectionDraft,
  type ApiConnectionDraft,
} from './connectorDrafts';
import { VersionHistoryDialog } from './VersionHistoryDialog';

export function ApiConnectionsTab({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useApiConnections(engagementId);
  const save = useSaveApiConnection(engagementId);
  const remove = useDeleteApiConnection(engagementId);
  const restore = useRestoreApiConnection(engagementId);
  const test = useTestApiConnection(engagementId);
  const [drafts, setDrafts] = useState<ApiConnectionDraft[]>([]);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ApiConnectionDraft | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [testResults, setTestResults] = useState<Record<string, ApiConnectionTestResult>>({});
  const history = useApiConnectionHistory(engagementId, historyOf);

  const saved = query.data?.results;
  useEffect(() => {
    if (saved)
      setDrafts((current) =>
        mergeSaved(
          current,
          saved,
          (c) => c.apiName,
          (c) => savedApiConnectionDraft(c),
        ),
      );
  }, [saved]);

  const replace = (key: string, next: ApiConnectionDraft | null) =>
    setDrafts((current) => current.flatMap((d) => (d.key === key ? (next ? [next] : []) : [d])));
  /** Names neither saved nor taken by another local entry. */
  const freeNames = (except?: string) =>
    (query.data?.availableApiNames ?? []).filter(
      (n) => n === except || !drafts.some((d) => d.saved === null && d.values.apiName === n),
    );

  const saveDraft = async (draft: ApiConnectionDraft) => {
    setSavingKey(draft.key);
    try {
      const result = await save.mutateAsync({
        apiName: draft.values.apiName,
        body: apiConnectionSaveBody(draft),
      });
      replace(draft.key, savedApiConnectionDraft(result!, draft.key));
      void message.success(t('connectors.saved'));
    } catch (error) {
      if (!isApiError(error) || error.status > 300)
        void message.error(t('connectors.apiConnectionConfigurationSaveFailure'));
      throw error;
    } finally {
      setSavingKey(null);
    }
  };

  const runTest = (apiName: string) =>
    test.mutate(apiName, {
      onSuccess: (result) => setTestResults((current) => ({ ...current, [apiName]: result! })),
    });

  const restoreVersion = async (version: number) => {
    const restored = await restore.mutateAsync({ apiName: historyOf!, version });
    setDrafts((current) =>
      current.map((d) => (d.saved?.apiName === historyOf ? savedApiConnectionDraft(restored!, d.key) : d)),
    );
    setHistoryOf(null);
    void message.success(t('connectors.restored', { version }));
  };

  if (query.isPending) return <PageSpin />;
  if (query.isError) return <Alert type="error" showIcon title={t('connectors.loadFailed')} />;
  const canCreate = query.data.abilities.create;
  const addable = freeNames();

  return (
    <Flex vertical gap={16} data-testid="api-connections-tab">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{t('connectors.apiConnectionsIntro')}</Typography.Text>
        {canCreate && (
          <Button
            icon={<PlusOutlined />}
            disabled={addable.length === 0}
            onClick={() => setDrafts((current) => [...current, newApiConnectionDraft(addable[0])])}
            data-testid="api-connection-new"
          >
            {t('connectors.newApiConnection')}
          </Button>
        )}
      </Flex>
      {drafts.length === 0 ? (
        <Empty description={t('connectors.noApiConnections')} />
      ) : (
        <Row gutter={[16, 16]}>
          {drafts.map((draft) => (
            <Col key={draft.key} xs={24} xl={12}>
              <ApiConnectionCard
                key={draft.saved?.version ?? 'new'}
                draft={draft}
                apiNames={freeNames(draft.values.apiName)}
                canWrite={draft.saved ? draft.saved.abilities.update : canCreate}
                saving={savingKey === draft.key}
                testing={test.isPending && test.variables === draft.saved?.apiName}
                testResult={draft.saved ? testResults[draft.saved.apiName] : undefined}
                onChange={(values) => replace(draft.key, { ...draft, values })}
                onSave={() => saveDraft(draft)}
                onTest={() => runTest(draft.saved!.apiName)}
                onDelete={() => (draft.saved ? setDeleting(draft) : replace(draft.key, null))}
                onHistory={() => setHistoryOf(draft.saved!.apiName)}
              />
            </Col>
          ))}
        </Row>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('connectors.confirmDeleteApiConnection')}
        target={deleting?.saved?.apiName ?? ''}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.saved!.apiName);
          replace(deleting!.key, null);
          void message.success(t('connectors.deleted'));
        }}
        onClose={() => setDeleting(null)}
        testId="api-connection-delete-dialog"
      />
      <VersionHistoryDialog
        title={t('connectors.historyOf', { name: historyOf ?? '' })}
        open={!!historyOf}
        loading={history.isPending}
        versions={history.data}
        canRestore={history.data?.[0]?.abilities.update ?? false}
        restoring={restore.isPending ? (restore.variables?.version ?? null) : null}
        onRestore={(version) => void restoreVersion(version)}
        onClose={() => setHistoryOf(null)}
        testId="api-connection-history"
      />
    </Flex>
  );
}
