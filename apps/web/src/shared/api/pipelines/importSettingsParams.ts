import type { ImportSettingsTarget } from './keys';

/** The address parameters of a folder's or file's import settings (GET and PUT take the same). */
export const importSettingsParams = (engagementId: string, target: ImportSettingsTarget) => ({
  path: { engagementId },
  query: {
    storagePurpose: target.storagePurpose,
    path: target.path,
    ...(target.fileName ? { fileName: target.fileName } : {}),
  },
});
