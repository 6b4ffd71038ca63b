// "Who" of each saved version: the name of the user or application that saved it (null for the seed).
import type { PrincipalNames } from '../authorization/principal-directory.js';

export async function authorNames(names: PrincipalNames, ids: readonly (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = await Promise.all(
    unique.map(
      async (id) => [id, (await names.userName(id)) ?? (await names.applicationName(id)) ?? null] as const,
    ),
  );
  const byId = new Map(found);
  return (id: string | null) => (id === null ? null : (byId.get(id) ?? null));
}
