import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { missingPublicUrl } from './public-origin.js';

describe('CAIRN_PUBLIC_URL', () => {
  it("is not needed for the README's default: loopback, no proxy", () => {
    expect(missingPublicUrl(loadConfig({}))).toBeUndefined();
    expect(missingPublicUrl(loadConfig({ CAIRN_HOST: '::1' }))).toBeUndefined();
  });

  it('is required on any other address or behind a proxy, with a message naming it', () => {
    expect(missingPublicUrl(loadConfig({ CAIRN_HOST: '0.0.0.0' }))).toMatch(
      /CAIRN_PUBLIC_URL: required when CAIRN_HOST is 0.0.0.0/,
    );
    expect(missingPublicUrl(loadConfig({ CAIRN_TRUST_PROXY: 'loopback' }))).toMatch(
      /CAIRN_PUBLIC_URL: required when CAIRN_TRUST_PROXY is set/,
    );
    expect(
      missingPublicUrl(loadConfig({ CAIRN_HOST: '0.0.0.0', CAIRN_PUBLIC_URL: 'https://cairn.example' })),
    ).toBeUndefined();
  });
});
