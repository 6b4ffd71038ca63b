import { useQueries } from '@tanstack/react-query';
import type { NodeModelLayer } from '@cairn/contracts';
import { nodeModelKeys } from './keys';
import type { NamedQueryKind } from './nodeRef';
import { fetchNamedQueries } from './useNamedQueries';

/**
 * The names of the sources (modeling) or categories (analytical) of every node of a layer: a build
 * applies one of them to the whole layer. Shares its cache with the configuration screens.
 */
export function useLayerNamedQueryNames(
  engagementId: string,
  branch: string | undefined,
  layer: NodeModelLayer,
  nodes: readonly string[],
  kind: NamedQueryKind | null,
) {
  const queries = useQueries({
    queries:
      kind && branch
        ? nodes.map((node) => {
            const ref = { engagementId, branch, layer, node };
            return {
              queryKey: nodeModelKeys.namedQueries(ref, kind),
              queryFn: () => fetchNamedQueries(ref, kind),
            };
          })
        : [],
  });
  const names = [...new Set(queries.flatMap((query) => (query.data ?? []).map((item) => item.name)))].sort();
  return { names, isPending: queries.some((query) => query.isPending) };
}
