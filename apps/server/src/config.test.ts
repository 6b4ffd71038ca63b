import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      cloudProvider: 'azure',
      versionText: 'Version 1.0',
      localLogin: true,
      oidc: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad value with a clear message', () => {
    expect(() =>
      loadConfig({ CAIRN_PORT: 'eighty', CAIRN_CLOUD_PROVIDER: 'gcp', DATABASE_URL: 'mysql://x' }),
    ).toThrow(/CAIRN_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ address[\s\S]*CAIRN_CLOUD_PROVIDER/);
    expect(() => loadConfig({ CAIRN_OIDC_ISSUER: 'https://login.example' })).toThrow(
      /CAIRN_OIDC_CLIENT_ID: required/,
    );
    expect(() => loadConfig({ CAIRN_LOCAL_LOGIN: 'false' })).toThrow(/nobody could sign in/);
    expect(() => loadConfig({ CAIRN_DEMO_PASSWORD: 'short' })).toThrow(
      /CAIRN_DEMO_PASSWORD: must be at least 8 characters/,
    );
  });

  it('limits one tenant to half the run slots by default, rounded up, and takes a setting', () => {
    expect(loadConfig({}).runs).toMatchObject({ concurrency: 2, tenantConcurrency: 1 });
    expect(loadConfig({ CAIRN_RUN_CONCURRENCY: '5' }).runs.tenantConcurrency).toBe(3);
    expect(loadConfig({ CAIRN_RUN_CONCURRENCY: '1' }).runs.tenantConcurrency).toBe(1);
    expect(
      loadConfig({ CAIRN_RUN_CONCURRENCY: '8', CAIRN_RUN_TENANT_CONCURRENCY: '6' }).runs.tenantConcurrency,
    ).toBe(6);
    expect(() => loadConfig({ CAIRN_RUN_TENANT_CONCURRENCY: '0' })).toThrow(/CAIRN_RUN_TENANT_CONCURRENCY/);
  });

  it('trusts only the listed proxies (or a hop count) and refuses to trust everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ CAIRN_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ CAIRN_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ CAIRN_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const everyone of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ CAIRN_TRUST_PROXY: everyone })).toThrow(
        /CAIRN_TRUST_PROXY: 'true' would trust X-Forwarded-For from any client/,
      );
    }
    expect(() => loadConfig({ CAIRN_TRUST_PROXY: '10.0.0.5,proxy.example,10.0.0.0/33' })).toThrow(
      /CAIRN_TRUST_PROXY: not an address or range: proxy.example, 10.0.0.0\/33/,
    );
  });

  it("gives each run's warehouse its share of the cores by default, and takes a setting", () => {
    const cores = os.availableParallelism();
    expect(loadConfig({ CAIRN_RUN_CONCURRENCY: '1' }).warehouse.threads).toBe(cores);
    expect(loadConfig({ CAIRN_RUN_CONCURRENCY: String(cores * 2) }).warehouse.threads).toBe(1);
    expect(loadConfig({ CAIRN_RUN_CONCURRENCY: '1', CAIRN_WAREHOUSE_THREADS: '3' }).warehouse.threads).toBe(
      3,
    );
  });

  it('runs the warehouse processes at nice 10 by default, and takes a setting', () => {
    expect(loadConfig({}).warehouse.niceness).toBe(10);
    expect(loadConfig({ CAIRN_WAREHOUSE_NICENESS: '0' }).warehouse.niceness).toBe(0);
    expect(() => loadConfig({ CAIRN_WAREHOUSE_NICENESS: '20' })).toThrow(/CAIRN_WAREHOUSE_NICENESS/);
  });

  it('switches the provider to AWS', () => {
    expect(loadConfig({ CAIRN_CLOUD_PROVIDER: 'aws' }).cloudProvider).toBe('aws');
  });

  it('sends no e-mail without an SMTP server, and needs a sender and whole credentials with one', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    const smtp = { CAIRN_SMTP_HOST: 'smtp.example.test', CAIRN_SMTP_FROM: 'cairn@example.test' };
    expect(loadConfig(smtp).mail).toEqual({
      host: 'smtp.example.test',
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: 'cairn@example.test',
    });
    expect(() => loadConfig({ CAIRN_SMTP_HOST: 'smtp.example.test' })).toThrow(/CAIRN_SMTP_FROM: required/);
    expect(() => loadConfig({ ...smtp, CAIRN_SMTP_USER: 'cairn' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...smtp, CAIRN_FEEDBACK_TO: 'not an address' })).toThrow(/CAIRN_FEEDBACK_TO/);
  });
});
