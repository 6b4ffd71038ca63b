// Import actions of the storage manager (workspace.md sections 2 and 4), kept pure so they are
// tested: which files a selection offers to import or reprocess, and the request it sends.
import { IMPORT_STORAGE_PURPOSE, type ImportRequest, type StorageObject } from '@cairn/contracts';
import { isInFlight, queueStateOf } from '../../shared/api/storage/queueState';

/** A gain engagement's FX-rate process and reprocess of ticked files (modules/gain batches). */
export type GainImportMode = 'fxRateProcess' | 'fxRateReprocess';
export type ImportMode = 'import' | 'reprocess' | GainImportMode;
export const GAIN_IMPORT_MODES: readonly GainImportMode[] = ['fxRateProcess', 'fxRateReprocess'];
const isGainMode = (mode: ImportMode): mode is GainImportMode => GAIN_IMPORT_MODES.some((m) => m === mode);

/** The i18n key of a text of the import dialog: the gain modes' texts are the gain batches'. */
export const importDialogKey = (mode: ImportMode, text: 'Title' | 'Help' | 'Confirm' | 'Started') =>
  isGainMode(mode) ? `gainBatches.dialog.${mode}${text}` : `importArea.dialog.${mode}${text}`;

/** A row can be selected when it is a file that is not already on its way. */
export const isSelectable = (object: StorageObject) => object.type === 'File' && !isInFlight(object);

/**
 * The selected files an action applies to: Import takes files never imported (Staged or no state),
 * Reprocess takes files whose import Finished; the FX-rate process and reprocess likewise.
 */
export function filesFor(mode: ImportMode, objects: readonly StorageObject[], selected: readonly string[]) {
  const chosen = new Set(selected);
  return objects.filter((o) => {
    if (!chosen.has(o.fullPath) || !isSelectable(o)) return false;
    const finished = queueStateOf(o) === 'Finished';
    return mode === 'reprocess' || mode === 'fxRateReprocess' ? finished : !finished;
  });
}

/** The import file dialog's confirm button shows only with at least one file ticked. */
export const canConfirmImport = (ticked: readonly string[]) => ticked.length > 0;

/** POST .../import: the file names in the folder on screen. */
export function importRequest(path: readonly string[], fileNames: readonly string[]): ImportRequest {
  return { fileNames: [...fileNames], storagePurpose: IMPORT_STORAGE_PURPOSE, path: path.join('/') };
}

/** Import actions belong to the import storage. */
export const isImportPurpose = (purpose: string) => purpose === IMPORT_STORAGE_PURPOSE;
