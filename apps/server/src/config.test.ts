import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', cloudProvider: 'azure', versionText: 'Version 1.0', localLogin: true, oidc: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad value with a clear message', () => {
    expect(() => loadConfig({ CAIRN_PORT: 'eighty', CAIRN_CLOUD_PROVIDER: 'gcp', DATABASE_URL: 'mysql://x' })).toThrow(
      /CAIRN_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ address[\s\S]*CAIRN_CLOUD_PROVIDER/,
    );
    expect(() => loadConfig({ CAIRN_OIDC_ISSUER: 'https://login.example' })).toThrow(/CAIRN_OIDC_CLIENT_ID: required/);
    expect(() => loadConfig({ CAIRN_LOCAL_LOGIN: 'false' })).toThrow(/nobody could sign in/);
    expect(() => loadConfig({ CAIRN_DEMO_PASSWORD: 'short' })).toThrow(/CAIRN_DEMO_PASSWORD: must be at least 8 characters/);
  });

  it('switches the provider to AWS', () => {
    expect(loadConfig({ CAIRN_CLOUD_PROVIDER: 'aws' }).cloudProvider).toBe('aws');
  });
});
