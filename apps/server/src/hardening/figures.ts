// The hardening suite's figures (docs/hardening.md): each test records what it covered; when
// CAIRN_HARDENING_FIGURES names a file (npm run test:hardening), the figures are appended to it as
// JSON lines and scripts/hardening-report.mjs writes the report from them. Elsewhere they are dropped.
import fs from 'node:fs';

export function recordFigure(name: string, values: Record<string, number>) {
  const file = process.env.CAIRN_HARDENING_FIGURES;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ name, ...values })}\n`);
}
