// Engagement details, Broker SFTP tab (AWS): a card per broker. New entries stay local until saved;
// deleting an unsaved one only drops it, deleting a saved one asks first; each card's edits reach
// this tab at once and its Save persists it. An enabled broker is polled by the worker, each poll a
// run on the import monitor.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, Empty, Flex, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/ApiError';
import { useBrokerHistory } from '../../../../shared/api/connectors/useBrokerHistory';
import { useBrokers } from '../../../../shared/api/connectors/useBrokers';
import { useDeleteBroker } from '../../../../shared/api/connectors/useDeleteBroker';
import { useRestoreBroker } from '../../../../shared/api/connectors/useRestoreBroker';
import { useSaveBroker } from '../../../../shared/api/connectors/useSaveBroker';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { BrokerSftpCard } from './BrokerSftpCard';
import {
  brokerSaveBody,
  mergeSaved,
  newBrokerDraft,
  savedBrokerDraft,
  type BrokerDraft,
} from './connectorDrafts';
import { VersionHistoryDialog } from './VersionHistoryDialog';

export function BrokerSftpTab({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useBrokers(engagementId);
  const save = useSaveBroker(engagementId);
  const remove = useDeleteBroker(engagementId);
  const restore = useRestoreBroker(engagementId);
  const [drafts, setDrafts] = useState<BrokerDraft[]>([]);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BrokerDraft | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const history = useBrokerHistory(engagementId, historyOf);

  const saved = query.data?.results;
  useEffect(() => {
    if (saved)
      setDrafts((current) =>
        mergeSaved(
          current,
          saved,
          (b) => b.brokerId,
          (b) => savedBrokerDraft(b),
        ),
      );
  }, [saved]);

  const replace = (key: string, next: BrokerDraft | null) =>
    setDrafts((current) => current.flatMap((d) => (d.key === key ? (next ? [next] : []) : [d])));

  const saveDraft = async (draft: BrokerDraft) => {
    setSavingKey(draft.key);
    try {
      const result = await save.mutateAsync({
        brokerId: draft.values.brokerId.trim(),
        body: brokerSaveBody(draft),
      });
      replace(draft.key, savedBrokerDraft(result!, draft.key));
      void message.success(t('connectors.saved'));
    } catch (error) {
      // Section 8: a status above 300 shows the save failure.
      if (!isApiError(error) || error.status > 300)
        void message.error(t('connectors.brokerSftpConfigurationSaveFailure'));
      throw error;
    } finally {
      setSavingKey(null);
    }
  };

  const restoreVersion = async (version: number) => {
    const restored = await restore.mutateAsync({ brokerId: historyOf!, version });
    setDrafts((current) =>
      current.map((d) =>
        d.saved?.brokerId.toLowerCase() === historyOf!.toLowerCase() ? savedBrokerDraft(restored!, d.key) : d,
      ),
    );
    setHistoryOf(null);
    void message.success(t('connectors.restored', { version }));
  };

  if (query.isPending) return <PageSpin />;
  if (query.isError) return <Alert type="error" showIcon title={t('connectors.loadFailed')} />;
  const canCreate = query.data.abilities.create;

  return (
    <Flex vertical gap={16} data-testid="broker-sftp-tab">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{t('connectors.brokersIntro')}</Typography.Text>
        {canCreate && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setDrafts((current) => [...current, newBrokerDraft()])}
            data-testid="broker-new"
          >
            {t('connectors.newBroker')}
          </Button>
        )}
      </Flex>
      {drafts.length === 0 ? (
        <Empty description={t('connectors.noBrokers')} />
      ) : (
        <Row gutter={[16, 16]}>
          {drafts.map((draft) => (
            <Col key={draft.key} xs={24} xl={12}>
              <BrokerSftpCard
                // A save or restore gives the card its new saved values (and empties the secret fields).
                key={draft.saved?.version ?? 'new'}
                draft={draft}
                otherNames={drafts
                  .filter((d) => d.key !== draft.key)
                  .map((d) => d.saved?.brokerId ?? d.values.brokerId)}
                canWrite={draft.saved ? draft.saved.abilities.update : canCreate}
                saving={savingKey === draft.key}
                onChange={(values) => replace(draft.key, { ...draft, values })}
                onSave={() => saveDraft(draft)}
                onDelete={() => (draft.saved ? setDeleting(draft) : replace(draft.key, null))}
                onHistory={() => setHistoryOf(draft.saved!.brokerId)}
              />
            </Col>
          ))}
        </Row>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('connectors.confirmDeleteBroker')}
        target={deleting?.saved?.brokerId ?? ''}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.saved!.brokerId);
          replace(deleting!.key, null);
          void message.success(t('connectors.deleted'));
        }}
        onClose={() => setDeleting(null)}
        testId="broker-delete-dialog"
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
        testId="broker-history"
      />
    </Flex>
  );
}
