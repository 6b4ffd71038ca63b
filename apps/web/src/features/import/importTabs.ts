// The tabs and redirects of /import (workspace.md section 2), kept pure so they are tested.
import { IMPORT_STORAGE_PURPOSE, type FeaturePages } from '@cairn/contracts';

export type ImportTab = 'gainFiles' | 'gainTables' | 'folders' | 'monitor';

export interface ImportAreaInput {
  pages: Pick<FeaturePages, 'isGain' | 'showStoragePages' | 'showPipelinePages'>;
  /** An import storage configuration exists in the engagement. */
  hasImportStorage: boolean;
  /** Pipelines Read at the engagement: the monitor's runs answer 403 without it (as on the layers). */
  canReadPipelines: boolean;
}

/** The address of each tab, under /import. */
export const IMPORT_TAB_PATHS: Record<ImportTab, string> = {
  gainFiles: 'gain-files',
  gainTables: 'gain-tables',
  folders: `${IMPORT_STORAGE_PURPOSE}/folders`,
  monitor: 'monitor',
};

const hasFolders = ({ pages, hasImportStorage }: ImportAreaInput) =>
  pages.showStoragePages && hasImportStorage;
const hasMonitor = ({ pages, canReadPipelines }: ImportAreaInput) =>
  pages.showPipelinePages && canReadPipelines;

/**
 * Files and Tables for gain, Folders when an import storage exists, Monitor with pipeline pages (and
 * Pipelines Read).
 */
export function importTabs(input: ImportAreaInput): ImportTab[] {
  const tabs: ImportTab[] = [];
  if (input.pages.isGain) tabs.push('gainFiles', 'gainTables');
  if (hasFolders(input)) tabs.push('folders');
  if (hasMonitor(input)) tabs.push('monitor');
  return tabs;
}

/**
 * Where /import goes: Overview when storage pages are not shown, else the import folders when an
 * import storage exists, else the monitor; a gain engagement with neither opens its Files tab, and
 * with no tab at all Overview.
 */
export function importLanding(input: ImportAreaInput): string {
  if (!input.pages.showStoragePages) return '/overview';
  if (hasFolders(input)) return `/import/${IMPORT_TAB_PATHS.folders}`;
  if (hasMonitor(input)) return `/import/${IMPORT_TAB_PATHS.monitor}`;
  if (input.pages.isGain) return `/import/${IMPORT_TAB_PATHS.gainFiles}`;
  return '/overview';
}

/** The tab an address under /import belongs to ('/import/import/folders/a/b' -> folders). */
export function importTabOf(pathname: string): ImportTab | undefined {
  const rest = pathname.replace(/^\/import\/?/, '');
  if (rest.startsWith('gain-files')) return 'gainFiles';
  if (rest.startsWith('gain-tables')) return 'gainTables';
  if (rest.startsWith('monitor')) return 'monitor';
  if (/^[^/]+\/folders(\/|$)/.test(rest)) return 'folders';
  return undefined;
}
