// Draws a Vega-Lite spec with vega-embed. This file is imported lazily (TileChart), so the chart
// library is loaded on the dashboard routes only and the main bundle does not carry it (its chunk:
// the `vega` group of vite.config.ts).
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import embed, { type VisualizationSpec } from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';
import { chartTimeLocale } from '../../../shared/format/dates';
import { chartNumberLocale } from '../../../shared/format/numbers';
import type { VegaLiteSpec } from './tileCharts';

export default function VegaChart({ spec, title }: { spec: VegaLiteSpec; title: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ref = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    let finalize: (() => void) | undefined;
    let cancelled = false;
    // The page's Content-Security-Policy allows no eval: Vega's expressions are interpreted instead.
    void embed(ref.current, spec as VisualizationSpec, {
      actions: false,
      renderer: 'svg',
      ast: true,
      expr: expressionInterpreter,
      // Axis and tooltip numbers with the reader's separators, like the tables; months and days
      // in the reader's language.
      formatLocale: chartNumberLocale(locale),
      timeFormatLocale: { ...chartTimeLocale(locale) },
    })
      .then((result) => {
        if (cancelled) result.finalize();
        else finalize = () => result.finalize();
      })
      .catch((err: unknown) => {
        // An author's spec Vega-Lite cannot draw: say so in the tile instead of an empty frame.
        if (!cancelled) setFailure(err instanceof Error ? err.message : String(err));
      });
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, locale]);
  if (failure)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="tile-chart-error"
        title={t('dashboards.chartFailed')}
        description={failure}
      />
    );
  return <div ref={ref} role="img" aria-label={title} data-testid="tile-vega" style={{ width: '100%' }} />;
}
