import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { NodeModelLayer } from '@cairn/contracts';
import type { EngagementArea } from '../../shared/engagement/engagementStateStore';
import { useEngagementAreaState } from '../../shared/engagement/useEngagementAreaState';
import { choose, readSelection, writeSelection, type Selection, type SelectionKey } from './selection';

/** The feature area whose state holds a layer's choices (shared by its Configure and Build screens). */
const AREA_OF_LAYER: Record<NodeModelLayer, EngagementArea> = {
  model: 'model',
  filtering: 'filtering',
  labeling: 'labeling',
  analytical: 'analytical',
  test: 'testing',
};

const NOTHING_REMEMBERED: Selection = {};

/**
 * The screen's choices, read from and written to the address query, and remembered for the layer in
 * the engagement's session state (workspace.md: "engagement state persists in session storage"), so
 * coming back to the layer from the menu shows what was chosen last; switching engagement forgets it.
 * An address that names a branch wins. With `defaultBranch` (the Build screens open on one when
 * neither the address nor the memory names one) that branch is written into the address too, so the
 * address always says which branch is shown. Both replace the bare address rather than adding a
 * history entry, so Back leaves the screen instead of returning to the address without a branch.
 */
export function useNodeModelSelection(
  layer: NodeModelLayer,
  { defaultBranch }: { defaultBranch?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const inAddress = useMemo(() => readSelection(params), [params]);
  const [remembered, remember] = useEngagementAreaState<Selection>(AREA_OF_LAYER[layer], NOTHING_REMEMBERED);
  const restore = !inAddress.branch && remembered.branch ? remembered : undefined;
  const missingBranch = inAddress.branch || restore ? undefined : defaultBranch;

  useEffect(() => {
    if (!restore) return;
    setParams((current) => (current.get('branch') ? current : writeSelection(current, restore)), {
      replace: true,
    });
  }, [restore, setParams]);

  useEffect(() => {
    if (inAddress.branch) remember(inAddress);
  }, [inAddress, remember]);

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
    () => restore ?? (missingBranch ? { ...inAddress, branch: missingBranch } : inAddress),
    [inAddress, missingBranch, restore],
  );
  const select = useCallback(
    (key: SelectionKey, value: string | undefined) =>
      setParams((current) => writeSelection(current, choose(readSelection(current), key, value))),
    [setParams],
  );
  return { selection, select };
}
