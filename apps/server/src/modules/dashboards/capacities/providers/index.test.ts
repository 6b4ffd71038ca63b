// The capacity provider is chosen once from configuration; `azure` needs the Entra ID credentials.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config.js';
import type { Db } from '../../../../db/client.js';
import { createCapacityProvider } from './index.js';

const env = { CAIRN_DATA_DIR: '/tmp/cairn-config-test', CAIRN_LOG_LEVEL: 'silent' };
const azure = {
  CAIRN_AZURE_TENANT_ID: 'contoso.onmicrosoft.com',
  CAIRN_AZURE_CLIENT_ID: 'client',
  CAIRN_AZURE_CLIENT_SECRET: 'secret',
};
const places = async () => ({ subscriptionId: 's', resourceGroupName: 'r', resourceName: 'n' });

describe('dashboard capacity configuration', () => {
  it('is local with a 10 s transition by default, configurable', () => {
    const config = loadConfig(env);
    expect(config.dashboardCapacities).toEqual({ provider: 'local', transitionMs: 10_000, azure: undefined });
    expect(createCapacityProvider(config, {} as Db, places).name).toBe('local');
    expect(
      loadConfig({ ...env, CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS: '250' }).dashboardCapacities.transitionMs,
    ).toBe(250);
    expect(() => loadConfig({ ...env, CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS: '-1' })).toThrow(
      /CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS/,
    );
  });

  it('is azure with the Entra ID credentials, and refuses azure without them', () => {
    const config = loadConfig({ ...env, ...azure, CAIRN_DASHBOARD_CAPACITY_PROVIDER: 'azure' });
    expect(config.dashboardCapacities.azure).toMatchObject({
      tenantId: 'contoso.onmicrosoft.com',
      managementUrl: 'https://management.azure.com',
    });
    expect(createCapacityProvider(config, {} as Db, places).name).toBe('azure');
    expect(() => loadConfig({ ...env, CAIRN_DASHBOARD_CAPACITY_PROVIDER: 'azure' })).toThrow(
      /CAIRN_AZURE_CLIENT_SECRET: required when CAIRN_DASHBOARD_CAPACITY_PROVIDER is azure/,
    );
  });

  it('has no Power BI API unless configured; its token is for the Power BI resource', () => {
    expect(loadConfig(env).powerBi).toEqual({ apiUrl: undefined, credentials: undefined });
    const config = loadConfig({
      ...env,
      ...azure,
      CAIRN_POWERBI_API_URL: 'https://api.powerbi.com/v1.0/myorg/',
    });
    expect(config.powerBi.apiUrl).toBe('https://api.powerbi.com/v1.0/myorg');
    expect(config.powerBi.credentials?.managementUrl).toBe('https://analysis.windows.net/powerbi/api');
  });
});
