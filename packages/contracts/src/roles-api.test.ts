import { describe, expect, it } from 'vitest';
import { permissionProblems, permissionTree, roleProblems, SCOPE_MASKS } from './index.js';

describe('permissionTree', () => {
  it('groups dot-delimited names into levels, levels first, each sorted', () => {
    expect(
      permissionTree([
        'Storage.Folders.Writer',
        'Pipelines.Read',
        'Storage.Folders.Reader',
        'Storage.Export',
      ]),
    ).toEqual([
      {
        key: 'group:Pipelines',
        title: 'Pipelines',
        children: [{ key: 'Pipelines.Read', title: 'Read', permission: 'Pipelines.Read' }],
      },
      {
        key: 'group:Storage',
        title: 'Storage',
        children: [
          {
            key: 'group:Storage.Folders',
            title: 'Folders',
            children: [
              { key: 'Storage.Folders.Reader', title: 'Reader', permission: 'Storage.Folders.Reader' },
              { key: 'Storage.Folders.Writer', title: 'Writer', permission: 'Storage.Folders.Writer' },
            ],
          },
          { key: 'Storage.Export', title: 'Export', permission: 'Storage.Export' },
        ],
      },
    ]);
  });

  it('shows a name that is also a level both as a permission and as a level', () => {
    const tree = permissionTree(['A.B', 'A.B.C']);
    expect(tree[0].children!.map((n) => n.key)).toEqual(['group:A.B', 'A.B']);
  });
});

describe('role and permission rules (admin-console.md section 5)', () => {
  it('needs a role name (pleaseProvideName) of letters, digits, dashes and spaces, and a known scope mask', () => {
    expect(roleProblems({ name: '', scopeMask: '' }).map((p) => p.message.key)).toEqual([
      'pleaseProvideName',
      'thisFieldIsRequired',
    ]);
    expect(roleProblems({ name: 'Super User', scopeMask: SCOPE_MASKS.folder })).toEqual([]);
    expect(roleProblems({ name: 'a/b', scopeMask: '/tenants/x' }).map((p) => p.message.key)).toEqual([
      'lettersDigitsDashesSpaces',
      'invalidValue',
    ]);
  });

  it('needs a dot-delimited permission name and a category', () => {
    expect(
      permissionProblems({ name: 'GAIN.BFF.RequirementsStatus.Writer.NotStarted', category: 'GAIN' }),
    ).toEqual([]);
    expect(permissionProblems({ name: 'A.', category: '' }).map((p) => p.message.key)).toEqual([
      'dottedName',
      'thisFieldIsRequired',
    ]);
    expect(permissionProblems({ name: 'A B', category: 'x' }).map((p) => p.message.key)).toEqual([
      'lettersDigitsDots',
    ]);
  });
});
