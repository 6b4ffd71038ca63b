// Which file configuration a file name belongs to, for the storage manager's actions and the
// trigger check: a name pattern has at most one `*`, compared ignoring case (docs/gain.md
// "Selection"). The file selection itself (which batches are ready) is the import engine's.
import type { GainFileConfiguration } from '@cairn/contracts';

export interface PatternMatch {
  configuration: GainFileConfiguration;
  /** What the `*` stood for ('' for a pattern without one). */
  wildcard: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The wildcard content when `name` matches `pattern`, else undefined. */
export function wildcardOf(pattern: string, name: string): string | undefined {
  const [before, after = ''] = pattern.split('*', 2);
  const regExp = pattern.includes('*')
    ? new RegExp(`^${escapeRegExp(before)}(.*)${escapeRegExp(after)}$`, 'is')
    : new RegExp(`^${escapeRegExp(pattern)}$`, 'i');
  const match = regExp.exec(name);
  return match ? (match[1] ?? '') : undefined;
}

/** The first file configuration whose pattern the name matches. */
export function matchFile(
  configurations: readonly GainFileConfiguration[],
  name: string,
): PatternMatch | undefined {
  for (const configuration of configurations) {
    const wildcard = wildcardOf(configuration.namePattern, name);
    if (wildcard !== undefined) return { configuration, wildcard };
  }
  return undefined;
}
