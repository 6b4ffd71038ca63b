// The lineage drawn left to right: a column per layer with its name on top, the boxes placed by
// lineageLayout, and the edges as SVG curves under them. With a node selected, it, what it reads
// and what reads it stay lit; the rest fades.
import { useEffect, useMemo, useRef } from 'react';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lineage } from '@cairn/contracts';
import { BOX, edgePath, layoutLineage, relatedTo } from './lineageLayout';
import { LineageNodeBox } from './LineageNodeBox';

interface Props {
  lineage: Lineage;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

export function LineageGraph({ lineage, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const layout = useMemo(() => layoutLineage(lineage), [lineage]);
  const lit = useMemo(
    () => (selectedId && layout.byId.has(selectedId) ? relatedTo(lineage, selectedId) : null),
    [lineage, layout, selectedId],
  );

  // The panel that opens beside the graph narrows it: the chosen box is scrolled into sight.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const box = [...(scroller.current?.querySelectorAll<HTMLElement>('[data-node-id]') ?? [])].find(
      (el) => el.dataset.nodeId === selectedId,
    );
    box?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'center' });
  }, [selectedId]);

  return (
    <div ref={scroller} style={{ overflow: 'auto' }} data-testid="lineage-graph">
      <div style={{ position: 'relative', width: layout.width, height: layout.height, margin: 4 }}>
        <svg
          width={layout.width}
          height={layout.height}
          style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
          aria-hidden
        >
          {lineage.edges.map((edge) => {
            const from = layout.byId.get(edge.from);
            const to = layout.byId.get(edge.to);
            if (!from || !to) return null;
            const on = lit?.has(edge.from) && lit.has(edge.to);
            return (
              <path
                key={`${edge.from}->${edge.to}`}
                d={edgePath(from, to)}
                fill="none"
                stroke={on ? token.colorPrimary : token.colorBorder}
                strokeWidth={on ? 2 : 1}
                opacity={lit && !on ? 0.35 : 1}
                data-testid="lineage-edge"
                data-from={edge.from}
                data-to={edge.to}
              />
            );
          })}
        </svg>
        {layout.columns.map((column) => {
          const layerName = t(`runs.layers.${column.layer}`, { defaultValue: column.layer });
          const title = column.sources ? t('lineage.sourcesColumn', { layer: layerName }) : layerName;
          return (
            <section
              key={`${column.layer}${column.sources ? ':sources' : ''}`}
              aria-label={title}
              data-testid="lineage-column"
              data-layer={column.layer}
              data-sources={column.sources || undefined}
            >
              <Typography.Text
                type="secondary"
                strong
                style={{ position: 'absolute', left: column.x, top: 0, width: BOX.width }}
              >
                {title}
              </Typography.Text>
              {column.nodes.map((placed) => (
                <LineageNodeBox
                  key={placed.node.id}
                  placed={placed}
                  selected={placed.node.id === selectedId}
                  dimmed={!!lit && !lit.has(placed.node.id)}
                  onSelect={onSelect}
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}
