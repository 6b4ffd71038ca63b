import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { choose, readSelection, writeSelection, type SelectionKey } from './selection';

/**
 * The screen's choices, read from and written to the address query. With `defaultBranch` (the Build
 * screens open on one when the address names none) that branch is written into the address too, so
 * the address always says which branch is shown; it replaces the bare address rather than adding a
 * history entry, so Back leaves the screen instead of returning to the address without a branch.
 */
export function useNodeModelSelection({ defaultBranch }: { defaultBranch?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const inAddress = useMemo(() => readSelection(params), [params]);
  const missingBranch = inAddress.branch ? undefined : defaultBranch;

  useEffect(() => {
    if (!missingBranch) return;
    // Only the branch is added: what else the address names (a node, say) stays.
    setParams(
      (current) =>
        current.get('branch')
          ? current
          : writeSelection(current, { ...readSelection(current), branch: missingBranch }),
      { replace: true },
    );
  }, [missingBranch, setParams]);

  const selection = useMemo(
    () => (missingBranch ? { ...inAddress, branch: missingBranch } : inAddress),
    [inAddress, missingBranch],
  );
  const select = useCallback(
    (key: SelectionKey, value: string | undefined) =>
      setParams((current) => writeSelection(current, choose(readSelection(current), key, value))),
    [setParams],
  );
  return { selection, select };
}
