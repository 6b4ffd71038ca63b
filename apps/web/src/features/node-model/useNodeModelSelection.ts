import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { choose, readSelection, writeSelection, type SelectionKey } from './selection';

/** The screen's choices, read from and written to the address query. */
export function useNodeModelSelection() {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => readSelection(params), [params]);
  const select = useCallback(
    (key: SelectionKey, value: string | undefined) =>
      setParams((current) => writeSelection(current, choose(readSelection(current), key, value))),
    [setParams],
  );
  return { selection, select };
}
