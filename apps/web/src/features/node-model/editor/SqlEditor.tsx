// The SQL editor of the configuration screens: CodeMirror 6 with SQL highlighting. Loaded through
// LazySqlEditor only, so CodeMirror (~145 KiB gzip) stays in the chunk of the screens that edit SQL.
import { useMemo } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { sql } from '@codemirror/lang-sql';

export interface SqlEditorProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  /** CSS height, e.g. '480px'. */
  height?: string;
  'aria-label': string;
  'data-testid'?: string;
}

export default function SqlEditor({
  value,
  onChange,
  readOnly = false,
  height = '480px',
  ...rest
}: SqlEditorProps) {
  const label = rest['aria-label'];
  // The label belongs on the editable element itself, which CodeMirror creates.
  const extensions = useMemo(
    () => [sql(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
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
