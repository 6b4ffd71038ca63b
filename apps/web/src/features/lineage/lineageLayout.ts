// Where the lineage graph's boxes go, computed rather than measured so the drawing is the same in
// every browser (and in tests): one column per layer, left to right in the order data flows (a
// layer's node sources in a column just before it), each box placed near the boxes it reads so that
// fewer lines cross. Edges are curves between box sides.
import { downstreamOf, type Lineage, type LineageNode } from '@cairn/contracts';

/** The order data flows through the layers; a layer the server names beyond these goes last. */
export const LAYER_ORDER = ['import', 'model', 'filtering', 'labeling', 'analytical', 'test'] as const;

export const BOX = { width: 220, height: 76, columnGap: 96, rowGap: 16, headerHeight: 32 } as const;

export interface PlacedNode {
  node: LineageNode;
  x: number;
  y: number;
}

export interface LineageLayout {
  /** `sources`: the column of the layer's node sources (it stands just before the layer's nodes). */
  columns: { layer: string; sources: boolean; x: number; nodes: PlacedNode[] }[];
  byId: Map<string, PlacedNode>;
  width: number;
  height: number;
}

const layerRank = (layer: string) => {
  const rank = (LAYER_ORDER as readonly string[]).indexOf(layer);
  return rank < 0 ? LAYER_ORDER.length : rank;
};

/** A box's column: its layer's, or its layer's sources' column. */
const columnKey = (node: LineageNode) => (node.kind === 'source' ? `${node.layer}:sources` : node.layer);
const columnRank = (key: string) =>
  layerRank(key.replace(/:sources$/, '')) * 2 + (key.endsWith(':sources') ? 0 : 1);

export function layoutLineage(lineage: Pick<Lineage, 'nodes' | 'edges'>): LineageLayout {
  const layers = [...new Set(lineage.nodes.map(columnKey))].sort(
    (a, b) => columnRank(a) - columnRank(b) || a.localeCompare(b),
  );
  const rowOf = new Map<string, number>();
  const byId = new Map<string, PlacedNode>();
  const columns = layers.map((layer, index) => {
    const x = index * (BOX.width + BOX.columnGap);
    // Sorted by the mean row of what each reads (already placed to the left); names break ties.
    const meanUpstreamRow = (node: LineageNode) => {
      const rows = lineage.edges
        .filter((e) => e.to === node.id && rowOf.has(e.from))
        .map((e) => rowOf.get(e.from)!);
      return rows.length ? rows.reduce((a, b) => a + b, 0) / rows.length : Number.POSITIVE_INFINITY;
    };
    const nodes = lineage.nodes
      .filter((n) => columnKey(n) === layer)
      .map((node) => ({ node, order: meanUpstreamRow(node) }))
      .sort((a, b) => a.order - b.order || a.node.name.localeCompare(b.node.name))
      .map(({ node }, row) => {
        rowOf.set(node.id, row);
        const placed = { node, x, y: BOX.headerHeight + row * (BOX.height + BOX.rowGap) };
        byId.set(node.id, placed);
        return placed;
      });
    return { layer: layer.replace(/:sources$/, ''), sources: layer.endsWith(':sources'), x, nodes };
  });
  const tallest = Math.max(0, ...columns.map((c) => c.nodes.length));
  return {
    columns,
    byId,
    width: Math.max(0, layers.length * (BOX.width + BOX.columnGap) - BOX.columnGap),
    height: BOX.headerHeight + tallest * (BOX.height + BOX.rowGap),
  };
}

/**
 * A curve from the right side of `from` to the left side of `to` (a box in a later column); within
 * one column (a model node reading another) a loop out of and back into the right sides.
 */
export function edgePath(from: PlacedNode, to: PlacedNode): string {
  const x1 = from.x + BOX.width;
  const y1 = from.y + BOX.height / 2;
  const y2 = to.y + BOX.height / 2;
  if (to.x <= from.x) {
    const loop = BOX.columnGap / 2;
    return `M ${x1} ${y1} C ${x1 + loop} ${y1}, ${x1 + loop} ${y2}, ${to.x + BOX.width} ${y2}`;
  }
  const x2 = to.x;
  const bend = Math.max(24, (x2 - x1) / 2);
  return `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`;
}

/** Every table and node `id` reads, directly or not, nearest first. */
export function upstreamOf(lineage: Pick<Lineage, 'edges'>, id: string): string[] {
  const reversed = lineage.edges.map((e) => ({ from: e.to, to: e.from }));
  return downstreamOf({ edges: reversed }, id);
}

/** The selected node and everything up- and downstream of it: what the graph keeps lit. */
export function relatedTo(lineage: Pick<Lineage, 'edges'>, id: string): Set<string> {
  return new Set([id, ...upstreamOf(lineage, id), ...downstreamOf(lineage, id)]);
}
