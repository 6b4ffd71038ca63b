// Addresses of the storage calls; a path is the list of folder (and file) names under the purpose.

export const configurationsAddress = (engagementId: string) =>
  `/api/storage/engagements/${encodeURIComponent(engagementId)}/configurations`;

export const purposeAddress = (engagementId: string, purpose: string) =>
  `/api/storage/engagements/${encodeURIComponent(engagementId)}/${encodeURIComponent(purpose)}`;

export const withPath = (path: readonly string[]) => `?path=${encodeURIComponent(path.join('/'))}`;

/** The object's path from its fullPath ('a/b/file.csv'). */
export const pathOf = (fullPath: string) => fullPath.split('/').filter(Boolean);

export const downloadAddress = (engagementId: string, purpose: string, filePath: readonly string[]) =>
  `${purposeAddress(engagementId, purpose)}/files/content${withPath(filePath)}`;
