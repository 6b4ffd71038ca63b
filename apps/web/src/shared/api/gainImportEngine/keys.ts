/** The gain import engine: the dry run is a mutation (it reads the staged files now), kept in no cache. */
export const gainImportEngineKeys = {
  all: ['gainImportEngine'] as const,
  testImport: (engagementId: string) => [...gainImportEngineKeys.all, engagementId, 'testImport'] as const,
};
