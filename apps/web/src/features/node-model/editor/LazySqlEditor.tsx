import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { SqlEditorProps } from './SqlEditor';

const SqlEditor = lazy(() => import('./SqlEditor'));

/** The SQL editor, fetched on first use; a skeleton stands in while its chunk loads. */
export function LazySqlEditor(props: SqlEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <SqlEditor {...props} />
    </Suspense>
  );
}
