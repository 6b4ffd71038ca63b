import { describe, expect, it } from 'vitest';
import { englishMessage } from './validation.js';
import {
  cloudConfigurationKeys,
  resourceGroupPrefix,
  tenantGeneralProblems,
  tenantResourcesProblems,
  withoutResourceGroupPrefix,
  withResourceGroupPrefix,
} from './tenants-api.js';

const keysOf = (problems: { field: string; message: { key: string } }[]) =>
  problems.map((p) => `${p.field}:${p.message.key}`);

describe('resource group prefix', () => {
  it("is 'NL-ETP-' + the environment's first letter + '-', added on save and removed on load", () => {
    expect(resourceGroupPrefix('Development')).toBe('NL-ETP-D-');
    expect(resourceGroupPrefix('production')).toBe('NL-ETP-P-');
    expect(withResourceGroupPrefix('Staging', ' payroll ')).toBe('NL-ETP-S-payroll');
    expect(withResourceGroupPrefix('Staging', '')).toBe('');
    expect(withoutResourceGroupPrefix('Staging', 'NL-ETP-S-payroll')).toBe('payroll');
    expect(withoutResourceGroupPrefix('Staging', 'legacy')).toBe('legacy');
  });
});

describe('tenant general rules', () => {
  const valid = {
    name: 'Northwind',
    cloudConfiguration: '{}',
    subscriptionId: '',
    resourceGroupName: '',
    activeDirectoryId: '',
  };
  it('accepts an empty resource group and subscription, and 3 to 24 characters', () => {
    expect(tenantGeneralProblems(valid)).toEqual([]);
    expect(tenantGeneralProblems({ ...valid, resourceGroupName: 'a'.repeat(24) })).toEqual([]);
  });
  it('names each broken rule with the spec message key', () => {
    expect(
      keysOf(
        tenantGeneralProblems({
          name: 'ab',
          cloudConfiguration: '[]',
          subscriptionId: 'nope',
          resourceGroupName: 'ab',
          activeDirectoryId: 'not-a-directory',
        }),
      ),
    ).toEqual([
      'name:minLength',
      'cloudConfiguration:invalidJson',
      'subscriptionId:guid',
      'resourceGroupName:resourceGroupTooShort',
      'activeDirectoryId:guid',
    ]);
    expect(
      tenantGeneralProblems({ ...valid, activeDirectoryId: '72f988bf-86f1-41af-91ab-2d7cd011db47' }),
    ).toEqual([]);
    expect(keysOf(tenantGeneralProblems({ ...valid, resourceGroupName: 'a'.repeat(25) }))).toEqual([
      'resourceGroupName:resourceGroupTooLong',
    ]);
    expect(keysOf(tenantGeneralProblems({ ...valid, name: ' ' }))).toEqual(['name:thisFieldIsRequired']);
  });
  it('reads SubscriptionId, ResourceGroupName and ActiveDirectoryId from the configuration, empty when malformed', () => {
    expect(cloudConfigurationKeys('{"SubscriptionId":"s","ResourceGroupName":"r"}')).toEqual({
      subscriptionId: 's',
      resourceGroupName: 'r',
      activeDirectoryId: '',
    });
    expect(cloudConfigurationKeys('{"ActiveDirectoryId":"d"}').activeDirectoryId).toBe('d');
    expect(cloudConfigurationKeys('{')).toEqual({
      subscriptionId: '',
      resourceGroupName: '',
      activeDirectoryId: '',
    });
  });
});

describe('tenant resources rules', () => {
  it('checks every card and the uniqueness of names by index', () => {
    const card = {
      name: 'nletpdstorage1',
      resourceType: 'StorageAccount',
      tag: 'files',
      configuration: '{}',
    };
    expect(tenantResourcesProblems([card], 'Development')).toEqual([]);
    expect(
      keysOf(tenantResourcesProblems([card, { ...card, name: 'nletpdSTORAGE1' }], 'Development')),
    ).toEqual(['resources.1.name:resourceNameTaken']);
    expect(keysOf(tenantResourcesProblems([{ ...card, configuration: null }], 'Development'))).toEqual([
      'resources.0.configuration:invalidJson',
    ]);
  });

  it("a new resource's name must include the environment; a saved one keeps its name", () => {
    const card = { name: 'nletpstorage1', resourceType: 'StorageAccount', tag: 'files', configuration: '{}' };
    const problems = tenantResourcesProblems(
      [card, { ...card, id: 'saved', name: 'nletpolder12' }],
      'Production',
    );
    expect(problems.map((p) => `${p.field}:${englishMessage(p.message)}`)).toEqual([
      'resources.0.name:Must include the environment: start with nletpp',
    ]);
    expect(tenantResourcesProblems([{ ...card, name: 'nletpPstorage1' }], 'Production')).toEqual([]);
    // The other name rules come first: a name without 'nletp' hears that.
    expect(keysOf(tenantResourcesProblems([{ ...card, name: 'storage12' }], 'Production'))).toEqual([
      'resources.0.name:startsWith',
    ]);
  });
});
