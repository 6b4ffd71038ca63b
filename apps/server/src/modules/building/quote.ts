/** A SQL identifier in double quotes, quotes doubled: safe for any node or table name. */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
