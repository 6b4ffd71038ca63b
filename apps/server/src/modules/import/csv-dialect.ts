// The delimiter of a CSV, found from its first lines in JavaScript, so DuckDB reads the file
// with a known dialect instead of sniffing it on each of the two reads (load-table.ts): half of the
// gain import's overhead over a plain import on the 100,000-row benchmark was the sniffing. A file
// whose lines do not agree on one delimiter is left to DuckDB's sniffer (gain) or to the settings'
// delimiter (ImportFiles, when no folder or file of the path has settings: issue 27).
import fs from 'node:fs';

const CANDIDATES = [',', ';', '\t', '|'] as const;
const HEAD_BYTES = 64 * 1024;
const LINES = 20;

/** Fields separators per line outside double quotes, for one candidate. */
function countsPerLine(lines: string[], delimiter: string): number[] {
  return lines.map((line) => {
    let inQuotes = false;
    let count = 0;
    for (const ch of line) {
      if (ch === '"') inQuotes = !inQuotes;
      else if (ch === delimiter && !inQuotes) count++;
    }
    return count;
  });
}

/** The delimiter every one of the first lines has the same (non-zero) number of, or undefined. */
export function sniffDelimiter(csvPath: string, skipLines = 0): string | undefined {
  const fd = fs.openSync(csvPath, 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(fd, buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, read).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
  const all = head.split(/\r\n|\n|\r/);
  // The last piece may be cut off mid-line (unless the file ended): leave it out.
  if (all.length > 1) all.pop();
  const lines = all.slice(skipLines, skipLines + LINES).filter((l) => l.trim() !== '');
  // A quoted field spanning lines would miscount: such files are left to DuckDB.
  if (lines.length === 0 || lines.some((l) => (l.match(/"/g)?.length ?? 0) % 2 === 1)) return undefined;
  let best: { delimiter: string; count: number } | undefined;
  for (const delimiter of CANDIDATES) {
    const counts = countsPerLine(lines, delimiter);
    if (counts[0] > 0 && counts.every((n) => n === counts[0]) && (!best || counts[0] > best.count))
      best = { delimiter, count: counts[0] };
  }
  return best?.delimiter;
}
