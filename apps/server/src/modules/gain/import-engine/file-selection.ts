// File selection of a gain import (workspace.md section 3 "File-selection result", docs/gain.md
// "File selection"): which staged files make up a batch, and which batches are ready. This is the
// pure core of boolean logic; SQL logic (sql-selection.ts) lets the configured query decide over the
// same facts (stagedFileFacts below).
import type { GainBatchFile, GainFileConfiguration } from '@cairn/contracts';
import type { GainSelection, StagedFileFacts } from '../ports.js';

/** What a staged file is to the configuration: the pattern it matches and the wildcard's content. */
export interface StagedFileMatch extends StagedFileFacts {
  /** The first file configuration whose pattern the name matches, or undefined. */
  configuration: GainFileConfiguration | undefined;
  /** What the `*` of that pattern stands for in this name ('' when the pattern has none). */
  wildcard: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern as a case-insensitive regular expression; the one `*` captures the wildcard's content. */
function patternRegExp(pattern: string): RegExp {
  const [before, ...rest] = pattern.split('*');
  const source = rest.length
    ? `${escapeRegExp(before)}(.*)${rest.map(escapeRegExp).join('.*')}`
    : escapeRegExp(before);
  return new RegExp(`^${source}$`, 'i');
}

/** The wildcard's content of `name` under `pattern`, or undefined when the name does not match. */
export function matchPattern(pattern: string, name: string): string | undefined {
  const match = patternRegExp(pattern.trim()).exec(name);
  return match ? (match[1] ?? '') : undefined;
}

/** The name a versioned pattern expects for one batch: the `*` replaced by the batch's content. */
export const expectedName = (pattern: string, batch: string) => pattern.trim().replace('*', batch);

/** Each staged file with the first file configuration it matches (in the configuration's order). */
export function stagedFileFacts(
  files: readonly GainFileConfiguration[],
  staged: readonly StagedFileFacts[],
): StagedFileMatch[] {
  return staged.map((file) => {
    for (const configuration of files) {
      const wildcard = matchPattern(configuration.namePattern, file.name);
      if (wildcard !== undefined) return { ...file, configuration, wildcard };
    }
    return { ...file, configuration: undefined, wildcard: '' };
  });
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Boolean logic. Versioned patterns group the staged files into batches by their wildcard content
 * (payroll_2026-10.csv and employees_2026-10.csv are batch 2026-10); a file of a pattern that is not
 * versioned belongs to every batch. A batch is ready when a file of every trigger pattern and of
 * every required pattern is there (without a trigger pattern: the required ones); then all its files
 * are processed, and those of archived patterns archived. Without any versioned pattern the staged
 * files form one batch ''. Files that match no pattern are left alone.
 */
export function selectByBooleanLogic(
  files: readonly GainFileConfiguration[],
  staged: readonly StagedFileFacts[],
): GainSelection {
  const matched = stagedFileFacts(files, staged).filter((f) => f.configuration);
  const versioned = files.some((f) => f.isVersioned);
  const batches = versioned
    ? [...new Set(matched.filter((f) => f.configuration!.isVersioned).map((f) => f.wildcard))].sort()
    : [''];
  const shared = matched.filter((f) => !f.configuration!.isVersioned).sort(byName);
  const hasTrigger = files.some((f) => f.isTrigger);
  const toProcess = new Set<string>();
  const toArchive = new Set<string>();
  const batchFiles: GainBatchFile[] = [];
  for (const batch of batches) {
    const present = new Map<GainFileConfiguration, StagedFileMatch[]>();
    for (const configuration of files) {
      const mine = configuration.isVersioned
        ? matched.filter((f) => f.configuration === configuration && f.wildcard === batch)
        : shared.filter((f) => f.configuration === configuration);
      present.set(configuration, mine.sort(byName));
    }
    const has = (c: GainFileConfiguration) => (present.get(c)?.length ?? 0) > 0;
    const triggered = hasTrigger ? files.filter((f) => f.isTrigger).every(has) : true;
    const ready =
      triggered &&
      files.filter((f) => f.isRequired).every(has) &&
      [...present.values()].some((l) => l.length);
    for (const configuration of files) {
      const mine = present.get(configuration) ?? [];
      for (const file of mine) {
        const archived = ready && configuration.isArchived;
        batchFiles.push({
          fileName: file.name,
          batch,
          isTrigger: configuration.isTrigger,
          isMissing: false,
          archived,
        });
        if (ready) toProcess.add(file.name);
        if (archived) toArchive.add(file.name);
      }
      if (!mine.length && configuration.isRequired) {
        batchFiles.push({
          fileName: configuration.isVersioned
            ? expectedName(configuration.namePattern, batch)
            : configuration.namePattern,
          batch,
          isTrigger: configuration.isTrigger,
          isMissing: true,
          archived: false,
        });
      }
    }
  }
  return { fileNamesToProcess: [...toProcess], fileNamesToArchive: [...toArchive], batchFiles };
}

/** The batch (wildcard content of its versioned pattern) of each file the selection chose. */
export function batchesOf(selection: GainSelection): Map<string, string[]> {
  const batches = new Map<string, string[]>();
  for (const file of selection.batchFiles) {
    if (file.isMissing || !selection.fileNamesToProcess.includes(file.fileName)) continue;
    const list = batches.get(file.batch) ?? [];
    if (!list.includes(file.fileName)) list.push(file.fileName);
    batches.set(file.batch, list);
  }
  return batches;
}
