export interface ImportSettingsTarget {
  storagePurpose: string;
  /** The folder (for a file: the folder it is in), slash separated, '' at the root. */
  path: string;
  /** Set for a file's own settings. */
  fileName?: string;
}

export const importKeys = {
  all: ['import'] as const,
  settings: (engagementId: string, target: ImportSettingsTarget) =>
    [
      ...importKeys.all,
      'settings',
      engagementId,
      target.storagePurpose,
      target.path,
      target.fileName ?? '',
    ] as const,
};
