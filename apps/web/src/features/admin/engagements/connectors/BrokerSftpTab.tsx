// Engagement details, Broker SFTP tab (AWS): a card per broker. New entries stay local until saved;
// deleting an unsaved one only drops it, deleting a saved one asks first; each card's edits reach
// this tab at once and its Save persists it. An enabled broker is polled by the worker, each poll a
// run on the import monitor.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BrokerSftpConfiguration } from '@cairn/contracts';
import { useBrokerHistory } from '../../../../shared/api/connectors/useBrokerHistory';
import { useBrokers } from '../../../../shared/api/connectors/useBrokers';
import { useDeleteBroker } from '../../../../shared/api/connectors/useDeleteBroker';
import { useRestoreBroker } from '../../../../shared/api/connectors/useRestoreBroker';
import { useSaveBroker } from '../../../../shared/api/connectors/useSaveBroker';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { BrokerSftpCard } from './BrokerSftpCard';
import { brokerSaveBody, newBrokerDraft, savedBrokerDraft, type BrokerValues } from './connectorDrafts';
import { useVersionedEntries } from './useVersionedEntries';
import { VersionedEntriesList } from './VersionedEntriesList';

export function BrokerSftpTab({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const query = useBrokers(engagementId);
  const save = useSaveBroker(engagementId);
  const remove = useDeleteBroker(engagementId);
  const restore = useRestoreBroker(engagementId);
  const entries = useVersionedEntries<BrokerSftpConfiguration, BrokerValues>({
    saved: query.data?.results,
    nameOf: (b) => b.brokerId,
    toDraft: savedBrokerDraft,
    save: (draft) =>
      save.mutateAsync({ brokerId: draft.values.brokerId.trim(), body: brokerSaveBody(draft) }),
    remove: (brokerId) => remove.mutateAsync(brokerId),
    restore: (brokerId, version) => restore.mutateAsync({ brokerId, version }),
    saveFailure: t('connectors.brokerSftpConfigurationSaveFailure'),
  });
  const history = useBrokerHistory(engagementId, entries.historyOf);

  if (query.isPending) return <PageSpin />;
  if (query.isError) return <Alert type="error" showIcon title={t('connectors.loadFailed')} />;

  return (
    <VersionedEntriesList
      testId="broker-sftp-tab"
      entryTestId="broker"
      entries={entries}
      texts={{
        intro: t('connectors.brokersIntro'),
        newEntry: t('connectors.newBroker'),
        empty: t('connectors.noBrokers'),
        confirmDelete: t('connectors.confirmDeleteBroker'),
      }}
      canCreate={query.data.abilities.create}
      onAdd={() => entries.add(newBrokerDraft())}
      history={history}
      restoring={restore.isPending ? (restore.variables?.version ?? null) : null}
      renderCard={(entry) => (
        <BrokerSftpCard
          {...entry}
          engagementId={engagementId}
          otherNames={entries.drafts
            .filter((d) => d.key !== entry.draft.key)
            .map((d) => d.saved?.brokerId ?? d.values.brokerId)}
        />
      )}
    />
  );
}
