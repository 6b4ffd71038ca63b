// Engagement details, API connections tab (AWS): a card per connection; a new one takes an API name
// not used yet, stays local until saved; Test asks the server for a token with the stored secret.
import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiConnection, ApiConnectionTestResult } from '@cairn/contracts';
import { useApiConnectionHistory } from '../../../../shared/api/connectors/useApiConnectionHistory';
import { useApiConnections } from '../../../../shared/api/connectors/useApiConnections';
import { useDeleteApiConnection } from '../../../../shared/api/connectors/useDeleteApiConnection';
import { useRestoreApiConnection } from '../../../../shared/api/connectors/useRestoreApiConnection';
import { useSaveApiConnection } from '../../../../shared/api/connectors/useSaveApiConnection';
import { useTestApiConnection } from '../../../../shared/api/connectors/useTestApiConnection';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { ApiConnectionCard } from './ApiConnectionCard';
import {
  apiConnectionSaveBody,
  newApiConnectionDraft,
  savedApiConnectionDraft,
  type ApiConnectionValues,
} from './connectorDrafts';
import { useVersionedEntries } from './useVersionedEntries';
import { VersionedEntriesList } from './VersionedEntriesList';

export function ApiConnectionsTab({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const query = useApiConnections(engagementId);
  const save = useSaveApiConnection(engagementId);
  const remove = useDeleteApiConnection(engagementId);
  const restore = useRestoreApiConnection(engagementId);
  const test = useTestApiConnection(engagementId);
  const [testResults, setTestResults] = useState<Record<string, ApiConnectionTestResult>>({});
  const entries = useVersionedEntries<ApiConnection, ApiConnectionValues>({
    saved: query.data?.results,
    nameOf: (c) => c.apiName,
    toDraft: savedApiConnectionDraft,
    save: (draft) => save.mutateAsync({ apiName: draft.values.apiName, body: apiConnectionSaveBody(draft) }),
    remove: (apiName) => remove.mutateAsync(apiName),
    restore: (apiName, version) => restore.mutateAsync({ apiName, version }),
    saveFailure: t('connectors.apiConnectionConfigurationSaveFailure'),
  });
  const history = useApiConnectionHistory(engagementId, entries.historyOf);

  /** Names neither saved nor taken by another local entry. */
  const freeNames = (except?: string) =>
    (query.data?.availableApiNames ?? []).filter(
      (n) => n === except || !entries.drafts.some((d) => d.saved === null && d.values.apiName === n),
    );

  const runTest = (apiName: string) =>
    test.mutate(apiName, {
      onSuccess: (result) => setTestResults((current) => ({ ...current, [apiName]: result! })),
    });

  if (query.isPending) return <PageSpin />;
  if (query.isError) return <Alert type="error" showIcon title={t('connectors.loadFailed')} />;
  const addable = freeNames();

  return (
    <VersionedEntriesList
      testId="api-connections-tab"
      entryTestId="api-connection"
      entries={entries}
      texts={{
        intro: t('connectors.apiConnectionsIntro'),
        newEntry: t('connectors.newApiConnection'),
        empty: t('connectors.noApiConnections'),
        confirmDelete: t('connectors.confirmDeleteApiConnection'),
      }}
      canCreate={query.data.abilities.create}
      canAdd={addable.length > 0}
      onAdd={() => entries.add(newApiConnectionDraft(addable[0]))}
      history={history}
      restoring={restore.isPending ? (restore.variables?.version ?? null) : null}
      renderCard={(entry) => {
        const apiName = entry.draft.saved?.apiName;
        return (
          <ApiConnectionCard
            {...entry}
            apiNames={freeNames(entry.draft.values.apiName)}
            testing={test.isPending && test.variables === apiName}
            testResult={apiName ? testResults[apiName] : undefined}
            onTest={() => runTest(apiName!)}
          />
        );
      }}
    />
  );
}
