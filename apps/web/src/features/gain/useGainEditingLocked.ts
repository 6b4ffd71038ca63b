// Hand-off placeholder: the governance engineer replaces this with the real answer (the current
// engagement is a gain engagement whose requirements status is SignedOff). Every gain editing
// screen (import configuration, folders and uploads, node model additions and saves) disables its
// editing controls when `locked`, and shows `reason`.
export function useGainEditingLocked(): { locked: boolean; reason?: string } {
  return { locked: false };
}
