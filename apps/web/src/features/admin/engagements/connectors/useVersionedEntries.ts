// The local list behind the Broker SFTP and API connections tabs (admin-console.md section 4): the
// saved entries merged with the local ones, Save of one entry, delete (an unsaved entry is only
// dropped, a saved one asks first) and restore from the history. The tab keeps its own queries and
// mutations and hands them in as plain functions.
import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/ApiError';
import { mergeSaved, type Draft } from './connectorDrafts';

interface Options<S, V> {
  /** The saved entries as the server answered them; undefined while they load. */
  saved: S[] | undefined;
  nameOf: (saved: S) => string;
  /** A draft of a saved entry; passing the old key keeps the card in its place. */
  toDraft: (saved: S, key?: string) => Draft<S, V>;
  save: (draft: Draft<S, V>) => Promise<S | undefined>;
  remove: (name: string) => Promise<unknown>;
  restore: (name: string, version: number) => Promise<S | undefined>;
  /** The toast when a save fails. */
  saveFailure: string;
}

export function useVersionedEntries<S, V>(options: Options<S, V>) {
  const { saved, nameOf, toDraft, saveFailure } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [drafts, setDrafts] = useState<Draft<S, V>[]>([]);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Draft<S, V> | null>(null);
  const [historyOf, setHistoryOf] = useState<Draft<S, V> | null>(null);

  useEffect(() => {
    if (saved) setDrafts((current) => mergeSaved(current, saved, nameOf, (s) => toDraft(s)));
    // Only a new answer merges: the tab's nameOf and toDraft are rebuilt every render, and merging
    // on each one would loop (mergeSaved always answers a new list).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf and toDraft are rebuilt every render
  }, [saved]);

  const replace = (key: string, next: Draft<S, V> | null) =>
    setDrafts((current) => current.flatMap((d) => (d.key === key ? (next ? [next] : []) : [d])));

  const save = async (draft: Draft<S, V>) => {
    setSavingKey(draft.key);
    try {
      const result = await options.save(draft);
      replace(draft.key, toDraft(result!, draft.key));
      void message.success(t('connectors.saved'));
    } catch (error) {
      // Section 8: a status above 300 shows the save failure.
      if (!isApiError(error) || error.status > 300) void message.error(saveFailure);
      throw error;
    } finally {
      setSavingKey(null);
    }
  };

  const confirmDelete = async () => {
    await options.remove(nameOf(deleting!.saved!));
    replace(deleting!.key, null);
    void message.success(t('connectors.deleted'));
  };

  const restoreVersion = async (version: number) => {
    const restored = await options.restore(nameOf(historyOf!.saved!), version);
    replace(historyOf!.key, toDraft(restored!, historyOf!.key));
    setHistoryOf(null);
    void message.success(t('connectors.restored', { version }));
  };

  return {
    drafts,
    add: (draft: Draft<S, V>) => setDrafts((current) => [...current, draft]),
    change: (draft: Draft<S, V>, values: V) => replace(draft.key, { ...draft, values }),
    savingKey,
    save,
    /** Drops an unsaved entry; asks before deleting a saved one. */
    remove: (draft: Draft<S, V>) => (draft.saved ? setDeleting(draft) : replace(draft.key, null)),
    /** The saved entry waiting for the delete confirmation, by name. */
    deleting: deleting?.saved ? nameOf(deleting.saved) : null,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    /** The name whose history is open, for the tab's history query. */
    historyOf: historyOf?.saved ? nameOf(historyOf.saved) : null,
    openHistory: (draft: Draft<S, V>) => setHistoryOf(draft),
    closeHistory: () => setHistoryOf(null),
    restoreVersion,
  };
}

export type VersionedEntries<S, V> = ReturnType<typeof useVersionedEntries<S, V>>;
