// A storage path is the list of folder (and file) names under the purpose; the API takes it as one
// slash-separated `path` query parameter.

/** The object's path from its fullPath ('a/b/file.csv'). */
export const pathOf = (fullPath: string) => fullPath.split('/').filter(Boolean);

/** The `path` query parameter of a storage call ('' at the root). */
export const pathParameter = (path: readonly string[]) => ({ path: path.join('/') });
