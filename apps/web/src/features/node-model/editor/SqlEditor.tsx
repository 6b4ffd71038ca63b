// The SQL editor of the configuration screens: CodeMirror 6 with SQL highlighting. Loaded through
// LazySqlEditor only, so CodeMirror (~145 KiB gzip) stays in the chunk of the screens that edit SQL.
import { useEffect, useMemo, useRef } from 'react';
import CodeMirror, { EditorView, keymap, Prec } from '@uiw/react-codemirror';
import { sql } from '@codemirror/lang-sql';

export interface SqlEditorProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  /** CSS height, e.g. '480px'. */
  height?: string;
  /** Ctrl+S / Cmd+S inside the editor; absent when there is nothing to save. */
  onSave?: () => void;
  'aria-label': string;
  'data-testid'?: string;
  /** Names to complete: schema -> table -> columns (the warehouse's catalogue). */
  completion?: Record<string, Record<string, string[]>>;
}

export default function SqlEditor({
  value,
  onChange,
  readOnly = false,
  height = '480px',
  onSave,
  completion,
  ...rest
}: SqlEditorProps) {
  const label = rest['aria-label'];
  // The key binding reads the latest handler, so the extensions need not be rebuilt per keystroke.
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);
  const extensions = useMemo(
    () => [
      sql({ schema: completion }),
      EditorView.lineWrapping,
      // The label belongs on the editable element itself, which CodeMirror creates.
      EditorView.contentAttributes.of({ 'aria-label': label }),
      // Before the browser's "save page": the editor's Save.
      Prec.highest(keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (save.current?.(), true) }])),
    ],
    [label, completion],
  );
  return (
    <div data-testid={rest['data-testid']} data-readonly={readOnly} className="node-model-sql-editor">
      <CodeMirror
        value={value}
        height={height}
        extensions={extensions}
        editable={!readOnly}
        readOnly={readOnly}
        onChange={onChange}
        // Tab inserts indentation; Escape then Tab leaves the editor (CodeMirror's own convention).
        indentWithTab
        basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly }}
        style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, overflow: 'hidden' }}
      />
    </div>
  );
}
