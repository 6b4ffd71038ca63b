/** Escapes LIKE's wildcards so a stored path matches only itself as a prefix. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
