// The collect-then-save rule of the folder permission dialogs (workspace.md section 2): adding one
// removes it from the available list and cancels a pending removal; removing does the reverse.
import { ROLE_NAMES, type RoleAssignmentUpdate, type ScopedPrincipal } from '@cairn/contracts';

export interface PendingChanges {
  added: string[];
  removed: string[];
}

export const NO_CHANGES: PendingChanges = { added: [], removed: [] };

export function addPrincipal(changes: PendingChanges, id: string): PendingChanges {
  if (changes.removed.includes(id)) return { ...changes, removed: changes.removed.filter((r) => r !== id) };
  return changes.added.includes(id) ? changes : { ...changes, added: [...changes.added, id] };
}

export function removePrincipal(changes: PendingChanges, id: string): PendingChanges {
  if (changes.added.includes(id)) return { ...changes, added: changes.added.filter((a) => a !== id) };
  return changes.removed.includes(id) ? changes : { ...changes, removed: [...changes.removed, id] };
}

/** Holders after the pending changes, in the order: kept holders, then the newly added. */
export const withChanges = (holders: readonly string[], changes: PendingChanges) => [
  ...holders.filter((id) => !changes.removed.includes(id)),
  ...changes.added.filter((id) => !holders.includes(id)),
];

/** The folder roles a manager gives (issue 27): read only, or read and write. */
export const FOLDER_ROLES = [ROLE_NAMES.folderReader, ROLE_NAMES.folderContributor] as const;

/**
 * One principal action per change, each a list of role assignment updates sent together: an
 * addition gives the role chosen for it (Engagement Folder Contributor unless Reader was chosen); a
 * removal takes away every role the principal holds on this folder, so it really loses access here.
 */
export function toPrincipalActions(
  kind: ScopedPrincipal['principalType'],
  scope: string,
  changes: PendingChanges,
  holders: readonly ScopedPrincipal[],
  addedRoles: Record<string, string> = {},
): RoleAssignmentUpdate[][] {
  const update = (principalId: string, roleName: string, action: 'Add' | 'Remove'): RoleAssignmentUpdate => ({
    principalId,
    principalType: kind,
    roleName,
    scope,
    action,
  });
  return [
    ...changes.added.map((id) => [update(id, addedRoles[id] ?? ROLE_NAMES.folderContributor, 'Add')]),
    ...changes.removed.map((id) => {
      const roles = holders.find((h) => h.principalId === id)?.roleNames ?? [ROLE_NAMES.folderContributor];
      return roles.map((role) => update(id, role, 'Remove'));
    }),
  ];
}
