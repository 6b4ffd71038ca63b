import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_NAMES,
  ancestorScopes,
  BUILT_IN_ROLES,
  engagementFlags,
  englishMessage,
  environmentColour,
  featurePages,
  normalizePurpose,
  normalizeScope,
  parseScope,
  roleAssignmentUpdateSchema,
  rules,
  storageConfigurationSchema,
  storageScope,
  updateProfileSchema,
  validate,
  visibleMenuEntries,
  nodeModelReachable,
} from './index.js';
import { renderPermissionsDoc } from './permissions-doc.js';

describe('validation rules (section 5)', () => {
  it('gives the spec messages', () => {
    expect(englishMessage(rules.minLength(4)('abc')!)).toBe('Please enter at least 4 characters');
    expect(englishMessage(rules.guid('nope')!)).toBe('Please provide a GUID');
    expect(englishMessage(rules.json('{')!)).toBe('Invalid json');
    expect(englishMessage(rules.required('  ')!)).toBe('Field cannot be empty');
    expect(englishMessage(rules.oneOf(['INT', 'BIT'])('text')!)).toBe('Invalid value');
  });

  it('accepts what the rules allow', () => {
    expect(rules.guid('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f')).toBeNull();
    expect(rules.oneOf(['INT', 'BIT'])('int')).toBeNull();
    expect(rules.lowercaseLettersDigitsDash('abc-1')).toBeNull();
    expect(rules.lowercaseLettersDigitsDash('Abc')).not.toBeNull();
    expect(rules.lettersDigitsUnderscoreBrackets('a_[b]')).toBeNull();
    expect(rules.email('a@b.co')).toBeNull();
    expect(rules.email('a@b')).not.toBeNull();
  });

  it('field values: no spaces or specials except : . /, no leading special', () => {
    expect(rules.fieldValue('path/to:file.csv')).toBeNull();
    expect(rules.fieldValue('has space')?.key).toBe('noSpecialCharacters');
    expect(rules.fieldValue('.hidden')?.key).toBe('noLeadingSpecialCharacter');
    // Only the spec's three specials: a dash, an underscore or a quote is refused.
    for (const value of ['a-b', 'a_b', "a'b", 'a;b'])
      expect(rules.fieldValue(value)?.key).toBe('noSpecialCharacters');
  });

  it('at least one key required: an object that names something', () => {
    expect(rules.atLeastOneKey('{"StorageAccountName":"nletpdsa"}')).toBeNull();
    expect(englishMessage(rules.atLeastOneKey('{}')!)).toBe('At least one key required');
    expect(rules.atLeastOneKey('')?.key).toBe('atLeastOneKeyRequired');
    expect(rules.atLeastOneKey('["a"]')?.key).toBe('invalidJson');
  });

  it('validate returns the first failing rule', () => {
    expect(validate('', rules.required, rules.minLength(4))?.key).toBe('fieldCannotBeEmpty');
    expect(validate('ab', rules.required, rules.minLength(4))?.params).toEqual({ num: 4 });
  });

  it('zod schemas speak the same messages', () => {
    const result = updateProfileSchema.safeParse({
      language: 'xx',
      displayName: 'ab',
      templateName: 'Default',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).sort()).toEqual([
      'Invalid value',
      'Please enter at least 3 characters',
    ]);
  });
});

describe('scopes', () => {
  it('parses the four forms and refuses anything else', () => {
    expect(parseScope('/platform')).toEqual({ kind: 'platform' });
    expect(parseScope('/tenants/t1')).toEqual({ kind: 'tenant', tenantId: 't1' });
    expect(parseScope('/engagements/e1/storage/main/a/b')).toEqual({
      kind: 'storage',
      engagementId: 'e1',
      purpose: 'main',
      path: ['a', 'b'],
    });
    for (const bad of [
      '/',
      '/platform/x',
      '/tenants',
      '/engagements/e1/other',
      '/engagements/e1/storage/main/../x',
      'engagements/e1',
      '/engagements/e 1',
    ]) {
      expect(parseScope(bad), bad).toBeNull();
    }
  });

  it('spells a storage purpose one way: in lower case, wherever it comes from', () => {
    expect(normalizePurpose(' MAIN ')).toBe('main');
    expect(storageScope('e1', 'Main', ['f-x'])).toBe('/engagements/e1/storage/main/f-x');
    expect(parseScope('/engagements/e1/storage/MAIN/f-x')).toEqual({
      kind: 'storage',
      engagementId: 'e1',
      purpose: 'main',
      path: ['f-x'],
    });
    expect(normalizeScope('/engagements/e1/storage/Main/f-x')).toBe('/engagements/e1/storage/main/f-x');
    expect(normalizeScope('/engagements/E1')).toBe('/engagements/E1');
    expect(normalizeScope('not a scope')).toBe('not a scope');
    const update = { principalId: 'a@example.test', principalType: 'User', roleName: 'r', action: 'Add' };
    expect(
      roleAssignmentUpdateSchema.parse({ ...update, scope: '/engagements/e1/storage/MAIN/f-x' }).scope,
    ).toBe('/engagements/e1/storage/main/f-x');
    expect(
      storageConfigurationSchema.parse({
        storagePurpose: 'Archive',
        displayName: 'Archive',
        implementation: 'LocalFileSystem',
        configuration: '{}',
      }).storagePurpose,
    ).toBe('archive');
  });

  it('lists the ancestors, broadest first', () => {
    expect(ancestorScopes(parseScope(storageScope('e1', 'main', ['a', 'b']))!, 't1')).toEqual([
      '/platform',
      '/tenants/t1',
      '/engagements/e1',
      '/engagements/e1/storage/main',
      '/engagements/e1/storage/main/a',
      '/engagements/e1/storage/main/a/b',
    ]);
  });
});

describe('side menu (section 6)', () => {
  const all = engagementFlags(ALL_PERMISSION_NAMES.map((name) => ({ name, allowed: true })));
  const none = engagementFlags([]);
  const regular = featurePages(['NodeModelGit', 'Pipelines', 'Storage', 'Dashboards_PowerBi']);
  const gain = featurePages(['GAIN', 'NodeModelGit', 'Pipelines', 'Storage']);

  it('shows every entry of a regular engagement to a user with every permission', () => {
    expect(
      visibleMenuEntries({ hasEngagement: true, pages: regular, flags: all, canReadEngagement: true }),
    ).toEqual([
      'overview',
      'import',
      'modeling',
      'filtering',
      'labeling',
      'analytical',
      'testing',
      'lineage',
      'storage',
      'dashboards',
      'configuration',
      'costs',
      'connectors',
      'access',
    ]);
  });

  it('uses the gain variants: FX rate, no filtering, analytical or configuration, Gain instead', () => {
    const entries = visibleMenuEntries({
      hasEngagement: true,
      pages: gain,
      flags: all,
      canReadEngagement: true,
    });
    expect(entries).toContain('fxRate');
    expect(entries).toContain('gain');
    for (const hidden of ['filtering', 'labeling', 'analytical', 'configuration'])
      expect(entries).not.toContain(hidden);
  });

  it('hides what permissions or features do not allow', () => {
    expect(
      visibleMenuEntries({ hasEngagement: false, pages: regular, flags: all, canReadEngagement: true }),
    ).toEqual(['overview']);
    expect(
      visibleMenuEntries({
        hasEngagement: true,
        pages: featurePages([]),
        flags: all,
        canReadEngagement: true,
      }),
    ).not.toContain('modeling');
    expect(
      visibleMenuEntries({ hasEngagement: true, pages: regular, flags: none, canReadEngagement: false }),
    ).toEqual(['overview']);
  });

  it('shows the node model pages with the NodeModelApi feature as with NodeModelGit (showNodeModelApiPages)', () => {
    const menu = (features: string[]) =>
      visibleMenuEntries({
        hasEngagement: true,
        pages: featurePages(features),
        flags: all,
        canReadEngagement: true,
      });
    expect(menu(['NodeModelApi'])).toEqual(expect.arrayContaining(['modeling', 'filtering', 'testing']));
    expect(menu(['NodeModelGit'])).toEqual(expect.arrayContaining(['modeling', 'filtering', 'testing']));
    expect(menu(['Storage'])).not.toContain('modeling');
    expect(nodeModelReachable(['NodeModelApi'], 'api')).toBe(true);
    expect(nodeModelReachable(['NodeModelApi'], 'git')).toBe(false);
    expect(nodeModelReachable(['NodeModelGit'], 'git')).toBe(true);
    expect(nodeModelReachable(['Pipelines'], 'api')).toBe(false);
  });

  it('environment label colours', () => {
    expect([
      environmentColour('Production'),
      environmentColour('Staging'),
      environmentColour('Development'),
    ]).toEqual(['primary', 'warning', 'danger']);
  });
});

describe('permission catalogue', () => {
  it('roles name only catalogue permissions, and names are unique', () => {
    expect(new Set(ALL_PERMISSION_NAMES).size).toBe(ALL_PERMISSION_NAMES.length);
    for (const role of BUILT_IN_ROLES)
      for (const p of role.permissions) expect(ALL_PERMISSION_NAMES).toContain(p);
  });

  it('docs/permissions.md is up to date (npm run docs:permissions)', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/permissions.md'), 'utf8');
    expect(doc).toBe(renderPermissionsDoc());
  });
});
