// Where a file of the import storage is in the import queue, as the folder listing reports it. The
// listing polls while a file is on its way (useFolderListing); the storage manager shows the state
// and keeps such files from being queued again.
import type { FileQueueState, StorageObject } from '@cairn/contracts';

/** The file's queue state when the server reports one (files of the import storage). */
export const queueStateOf = (object: StorageObject): FileQueueState | null =>
  object.type === 'File' && object.queueState ? object.queueState : null;

/** Files waiting for or inside a run can't be queued again until it ends. */
export const isInFlight = (object: StorageObject) => {
  const state = queueStateOf(object);
  return state === 'Enqueued' || state === 'Processing';
};

/** Keeps the listing fresh while a file of it is queued or being imported. */
export const hasFilesInFlight = (objects: readonly StorageObject[] | undefined) =>
  !!objects?.some(isInFlight);
