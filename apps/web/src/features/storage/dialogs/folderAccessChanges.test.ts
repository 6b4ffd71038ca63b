import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import {
  addPrincipal,
  NO_CHANGES,
  removePrincipal,
  toPrincipalActions,
  withChanges,
} from './folderAccessChanges';

describe('folder permission changes', () => {
  it('adding cancels a pending removal and removing cancels a pending addition', () => {
    const removed = removePrincipal(NO_CHANGES, 'a@x');
    expect(removed).toEqual({ added: [], removed: ['a@x'] });
    expect(addPrincipal(removed, 'a@x')).toEqual(NO_CHANGES);
    const added = addPrincipal(NO_CHANGES, 'b@x');
    expect(removePrincipal(added, 'b@x')).toEqual(NO_CHANGES);
  });

  it('shows the holders after the pending changes', () => {
    const changes = addPrincipal(removePrincipal(NO_CHANGES, 'a@x'), 'c@x');
    expect(withChanges(['a@x', 'b@x'], changes)).toEqual(['b@x', 'c@x']);
  });

  it('makes one action per principal: the folder contributor role added, every role held removed', () => {
    const holders = [
      {
        principalType: 'User' as const,
        principalId: 'a@x',
        name: 'A',
        roleNames: [ROLE_NAMES.folderReader, ROLE_NAMES.folderContributor],
      },
    ];
    const actions = toPrincipalActions('User', '/s', { added: ['c@x'], removed: ['a@x'] }, holders);
    expect(
      actions.map((updates) => updates.map((u) => `${u.action} ${u.principalId} ${u.roleName}`)),
    ).toEqual([
      [`Add c@x ${ROLE_NAMES.folderContributor}`],
      [`Remove a@x ${ROLE_NAMES.folderReader}`, `Remove a@x ${ROLE_NAMES.folderContributor}`],
    ]);
  });

  it('gives each added principal the role chosen for it: reader or contributor', () => {
    const actions = toPrincipalActions('User', '/s', { added: ['r@x', 'c@x'], removed: [] }, [], {
      'r@x': ROLE_NAMES.folderReader,
    });
    expect(actions.map(([u]) => `${u.principalId} ${u.roleName}`)).toEqual([
      `r@x ${ROLE_NAMES.folderReader}`,
      `c@x ${ROLE_NAMES.folderContributor}`,
    ]);
  });
});
