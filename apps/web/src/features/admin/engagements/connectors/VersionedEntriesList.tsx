// The body of the Broker SFTP and API connections tabs: an intro with the New button, a card per
// entry (saved or local), the delete confirmation and the version history with restore.
import { Fragment, type ReactNode } from 'react';
import { Button, Col, Empty, Flex, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import type { Draft } from './connectorDrafts';
import type { VersionedEntries } from './useVersionedEntries';
import type { VersionedEntryProps, VersionedSaved } from './VersionedEntryCard';
import { VersionHistoryDialog, type VersionRow } from './VersionHistoryDialog';

interface Props<S extends VersionedSaved, V> {
  /** The tab's test id; `<entryTestId>-new`, `-delete-dialog` and `-history` name the rest. */
  testId: string;
  entryTestId: string;
  entries: VersionedEntries<S, V>;
  texts: { intro: string; newEntry: string; empty: string; confirmDelete: string };
  canCreate: boolean;
  /** False while nothing more can be added. */
  canAdd?: boolean;
  onAdd: () => void;
  history: { isPending: boolean; data: (VersionRow & { abilities: { update: boolean } })[] | undefined };
  /** The version being restored, if any. */
  restoring: number | null;
  renderCard: (entry: VersionedEntryProps<S, V>) => ReactNode;
}

export function VersionedEntriesList<S extends VersionedSaved, V>(props: Props<S, V>) {
  const { testId, entryTestId, entries, texts, canCreate, history } = props;
  const { t } = useTranslation();
  const entryProps = (draft: Draft<S, V>): VersionedEntryProps<S, V> => ({
    draft,
    canWrite: draft.saved ? draft.saved.abilities.update : canCreate,
    saving: entries.savingKey === draft.key,
    onChange: (values) => entries.change(draft, values),
    onSave: () => entries.save(draft),
    onDelete: () => entries.remove(draft),
    onHistory: () => entries.openHistory(draft),
  });

  return (
    <Flex vertical gap={16} data-testid={testId}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{texts.intro}</Typography.Text>
        {canCreate && (
          <Button
            icon={<PlusOutlined />}
            disabled={props.canAdd === false}
            onClick={props.onAdd}
            data-testid={`${entryTestId}-new`}
          >
            {texts.newEntry}
          </Button>
        )}
      </Flex>
      {entries.drafts.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {entries.drafts.map((draft) => (
            <Col key={draft.key} xs={24} xl={12}>
              {/* A save or restore gives the card its new saved values (and empties the secret fields). */}
              <Fragment key={draft.saved?.version ?? 'new'}>{props.renderCard(entryProps(draft))}</Fragment>
            </Col>
          ))}
        </Row>
      )}
      <ConfirmDialog
        open={!!entries.deleting}
        title={texts.confirmDelete}
        target={entries.deleting ?? ''}
        onConfirm={entries.confirmDelete}
        onClose={entries.cancelDelete}
        testId={`${entryTestId}-delete-dialog`}
      />
      <VersionHistoryDialog
        title={t('connectors.historyOf', { name: entries.historyOf ?? '' })}
        open={!!entries.historyOf}
        loading={history.isPending}
        versions={history.data}
        canRestore={history.data?.[0]?.abilities.update ?? false}
        restoring={props.restoring}
        onRestore={(version) => void entries.restoreVersion(version)}
        onClose={entries.closeHistory}
        testId={`${entryTestId}-history`}
      />
    </Flex>
  );
}
