import { useState } from 'react';

/**
 * The editor's text for the query shown (`id` names it: node, source, category or test). Another
 * query starts from its saved text; the draft is dirty while it differs from the saved text.
 */
export function useQueryDraft(id: string | null, saved: string | undefined) {
  const [draft, setDraft] = useState<{ id: string; text: string } | null>(null);
  const text = draft && draft.id === id ? draft.text : (saved ?? '');
  return {
    text,
    setText: (next: string) => id && setDraft({ id, text: next }),
    dirty: saved !== undefined && text !== saved,
  };
}
