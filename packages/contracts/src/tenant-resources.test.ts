import { describe, expect, it } from 'vitest';
import {
  AI_SERVICES_KINDS,
  configurationFieldEditable,
  configurationFieldsOf,
  englishMessage,
  generatedResourceName,
  initialConfiguration,
  RESOURCE_CONFIGURATION_FIELDS,
  resourceGroupPrefix,
  resourceNameProblem,
  resourceTagProblem,
  TENANT_RESOURCE_TYPES,
  TENANT_TEMPLATE_TYPES,
  TENANT_TEMPLATES,
  templateProposals,
} from './index.js';

const keysOf = (type: (typeof TENANT_RESOURCE_TYPES)[number]) =>
  RESOURCE_CONFIGURATION_FIELDS[type].map((f) => f.key);

describe('generated resource names (section 5)', () => {
  it('lowercases the prefix without dashes, the entered name and the capitals of the type', () => {
    expect(generatedResourceName('NL-ETP-Acme', 'wkr', 'SqlDatabase')).toBe('nletpacmewkrsd');
    expect(generatedResourceName('NL-ETP-D-Acme', 'pay', 'PowerBIEmbedded')).toBe('nletpdacmepaypbie');
    expect(generatedResourceName('NL-ETP-P-x1', 'Base', 'DataLakeStorage')).toBe('nletppx1basedls');
    expect(generatedResourceName('NL-ETP-T-', 'auto', 'KeyVault')).toBe('nletptautokv');
  });

  it('puts the first letter of the environment in the fixed prefix', () => {
    expect(resourceGroupPrefix('Development')).toBe('NL-ETP-D-');
    expect(resourceGroupPrefix('production')).toBe('NL-ETP-P-');
  });
});

describe('resource name and tag rules (section 5)', () => {
  it('gives the spec messages', () => {
    expect(resourceNameProblem('nletpabc1')).toBeNull();
    expect(englishMessage(resourceNameProblem('abcdefgh')!)).toBe('Must start with nletp');
    expect(englishMessage(resourceNameProblem('nletp-ab1')!)).toBe('Only letters and digits are allowed');
    expect(englishMessage(resourceNameProblem('nletp12')!)).toBe('Please enter at least 8 characters');
    expect(englishMessage(resourceNameProblem(`nletp${'a'.repeat(20)}`)!)).toBe(
      'Please enter at most 24 characters',
    );
    expect(resourceTagProblem('a'.repeat(100))).toBeNull();
    expect(englishMessage(resourceTagProblem('a'.repeat(101))!)).toBe('Tag max length exceeded');
    expect(englishMessage(resourceTagProblem('  ')!)).toBe('Field cannot be empty');
  });
});

describe('per-type configuration catalogue (section 3)', () => {
  it('has exactly the keys of section 3 for each type', () => {
    expect(keysOf('AiServices')).toEqual(['kind', 'managedIdentityName']);
    expect(keysOf('ContainerRegistry')).toEqual([
      'deployContainerRegistryPrivateEndpoint',
      'managedIdentityName',
      'skuType',
    ]);
    expect(keysOf('DatabricksWorkspace')).toEqual(['pricingTier']);
    expect(keysOf('DataFactory')).toEqual([
      'deployDataFactoryPrivateEndpoint',
      'addDataFactoryLinkedServices',
      'managedIdentityName',
      'linkedServiceResourceIds',
    ]);
    expect(keysOf('EventGridTopic')).toEqual(['deployTopicPrivateEndpoint']);
    expect(keysOf('FunctionAppPython')).toEqual([
      'createGatewayEntry',
      'managedIdentityName',
      'storageAccountName',
    ]);
    expect(keysOf('KeyVault')).toEqual(['deployKeyVaultPrivateEndpoint', 'managedIdentityNames']);
    expect(keysOf('MachineLearningWorkspace')).toEqual([
      'deployMachineLearningPrivateEndpoint',
      'managedIdentityName',
      'storageAccountName',
      'keyVaultName',
      'containerRegistryName',
      'appInsightsName',
    ]);
    expect(keysOf('PowerBIWorkspace')).toEqual(['powerBiCapacityName']);
    expect(keysOf('SqlDatabase')).toEqual(['seedEntries', 'sqlServerName']);
    expect(keysOf('SynapseDataWarehouse')).toEqual(['seedEntries', 'sqlServerName']);
    expect(keysOf('SqlServer')).toEqual(['deploySqlServerPrivateEndpoint', 'managedIdentityName']);
    expect(keysOf('DataLakeStorage')).toEqual(keysOf('StorageAccount'));
    expect(keysOf('StorageAccount')).toEqual([
      'createGatewayEntry',
      'createContainers',
      'deployBlobPrivateEndpoint',
      'deployDfsPrivateEndpoint',
      'deployFilePrivateEndpoint',
      'deployQueuePrivateEndpoint',
    ]);
    expect(keysOf('SynapseAnalytics')).toEqual([
      'dataLakeStorageName',
      'managedIdentityName',
      'deploySqlPrivateEndpoint',
      'preventDataExfiltration',
      'deploySparkPool',
      'deploySqlPool',
    ]);
    expect(configurationFieldsOf('SomethingElse')).toEqual([]);
  });

  it('numbers the AI services kinds 0 to 15 and names the options', () => {
    expect(AI_SERVICES_KINDS).toHaveLength(16);
    expect(AI_SERVICES_KINDS[6]).toBe('FormRecognizer');
    const kind = RESOURCE_CONFIGURATION_FIELDS.AiServices[0];
    expect(kind.kind === 'enum' && kind.options.at(-1)).toEqual({ value: 15, label: 'OpenAi' });
  });

  it('offers linked services only when they are on, and seed entries only before the setup', () => {
    const [, , , linked] = RESOURCE_CONFIGURATION_FIELDS.DataFactory;
    expect(configurationFieldEditable(linked, { addDataFactoryLinkedServices: false })).toBe(false);
    expect(configurationFieldEditable(linked, {})).toBe(false);
    expect(configurationFieldEditable(linked, { addDataFactoryLinkedServices: true })).toBe(true);
    const [seed] = RESOURCE_CONFIGURATION_FIELDS.SqlDatabase;
    expect(configurationFieldEditable(seed, {})).toBe(true);
    expect(configurationFieldEditable(seed, { initialSetupPerformed: true })).toBe(false);
  });

  it('starts a configuration with every key, linking the only resource of a linked type', () => {
    expect(initialConfiguration('ContainerRegistry')).toEqual({
      deployContainerRegistryPrivateEndpoint: false,
      managedIdentityName: '',
      skuType: 'Basic',
    });
    const others = [
      { name: 'nletpmi00001', resourceType: 'ManagedIdentity' },
      { name: 'nletpsql0001', resourceType: 'SqlServer' },
      { name: 'nletpsql0002', resourceType: 'SqlServer' },
    ];
    expect(initialConfiguration('KeyVault', others)).toEqual({
      deployKeyVaultPrivateEndpoint: false,
      managedIdentityNames: ['nletpmi00001'],
    });
    // Two SQL servers: the user chooses.
    expect(initialConfiguration('SqlDatabase', others, { seedEntries: true })).toEqual({
      seedEntries: true,
      sqlServerName: '',
    });
  });
});

describe('templates', () => {
  it('propose valid, distinct names whose links stay inside the template', () => {
    for (const template of TENANT_TEMPLATE_TYPES) {
      const proposals = templateProposals(template, 'NL-ETP-D-acme01');
      expect(proposals).toHaveLength(TENANT_TEMPLATES[template].length);
      expect(new Set(proposals.map((p) => p.name)).size).toBe(proposals.length);
      for (const proposal of proposals) {
        expect(resourceNameProblem(proposal.name), `${template}: ${proposal.name}`).toBeNull();
        for (const field of RESOURCE_CONFIGURATION_FIELDS[proposal.resourceType]) {
          expect(proposal.configuration, `${template}: ${proposal.resourceType}`).toHaveProperty(field.key);
          const value = proposal.configuration[field.key];
          if (field.kind === 'resourceName' && value !== '') {
            expect(proposals.some((p) => p.name === value)).toBe(true);
          }
        }
      }
    }
  });

  it('wires a Payroll Analytics Engagement together', () => {
    const proposals = templateProposals('Payroll Analytics Engagement', 'NL-ETP-D-acme');
    const byType = Object.fromEntries(proposals.map((p) => [p.resourceType, p]));
    expect(byType.SqlDatabase.name).toBe('nletpdacmepaysd');
    expect(byType.SqlDatabase.configuration).toEqual({ seedEntries: true, sqlServerName: 'nletpdacmepayss' });
    expect(byType.PowerBIWorkspace.configuration).toEqual({ powerBiCapacityName: 'nletpdacmepaypbie' });
    expect(byType.DataFactory.configuration.addDataFactoryLinkedServices).toBe(true);
    expect(byType.KeyVault.configuration.managedIdentityNames).toEqual(['nletpdacmepaymi']);
  });
});
