// Hand-off placeholder: the import-engine engineer replaces this with the Batches tab of /gain
// (a card per batch). The governance engineer renders it in the Gain area's layout.
export function GainBatchesPage() {
  return null;
}
