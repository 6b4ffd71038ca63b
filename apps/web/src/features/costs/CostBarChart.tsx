// Month-to-date cost per resource as horizontal bars: a small SVG instead of a chart library (the web
// app has none, and Vega would be a heavy dependency for one figure). Labels and amounts are text, so
// screen readers and tests read them.
import { useTranslation } from 'react-i18next';
import type { CostRow } from '@cairn/contracts';
import { formatCost } from './formatCost';

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 260;
const AMOUNT_WIDTH = 90;
const WIDTH = 760;

export function CostBarChart({ rows }: { rows: CostRow[] }) {
  const { t, i18n } = useTranslation();
  const bars = rows
    .flatMap((r) => (r.monthToDate === 'N/A' ? [] : [{ label: r.resourcePath, value: r.monthToDate }]))
    .sort((a, b) => b.value.amount - a.value.amount);
  if (bars.length === 0) return null;
  const max = Math.max(...bars.map((b) => b.value.amount), 0.01);
  const barSpace = WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
  const height = bars.length * (BAR_HEIGHT + GAP);
  return (
    <figure style={{ margin: '16px 0' }} data-testid="costs-chart">
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t('costs.chartTitle')}</figcaption>
      <svg
        role="img"
        aria-label={t('costs.chartTitle')}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH }}
      >
        {bars.map((bar, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const width = Math.max(2, (bar.value.amount / max) * barSpace);
          return (
            <g key={bar.label} data-testid="costs-chart-bar" data-amount={bar.value.amount}>
              <text
                x={LABEL_WIDTH - 8}
                y={y + BAR_HEIGHT * 0.7}
                textAnchor="end"
                fontSize="12"
                fill="currentColor"
              >
                {bar.label.length > 38 ? `…${bar.label.slice(-37)}` : bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx="3" fill="#1677ff" />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize="12" fill="currentColor">
                {formatCost(bar.value, i18n.language, t)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
