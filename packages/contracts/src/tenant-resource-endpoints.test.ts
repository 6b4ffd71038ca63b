import { describe, expect, it } from 'vitest';
import {
  englishMessage,
  isHostName,
  isIpAddress,
  MAX_PRIVATE_ENDPOINTS,
  privateEndpointsProblems,
  tenantResourcesProblems,
} from './index.js';

describe('private endpoints of a resource configuration (section 3)', () => {
  it('knows IPv4 and IPv6 addresses', () => {
    for (const ip of [
      '10.0.0.4',
      '255.255.255.255',
      '::1',
      'fe80::1',
      '2001:db8::8a2e:370:7334',
      '::ffff:10.0.0.1',
    ])
      expect(isIpAddress(ip), ip).toBe(true);
    for (const ip of [
      '10.0.0',
      '256.1.1.1',
      '10.0.0.04',
      '1:2:3:4:5:6:7',
      '1::2::3',
      'fe80::g',
      'db.example.com',
    ])
      expect(isIpAddress(ip), ip).toBe(false);
  });

  it('knows fully qualified host names', () => {
    for (const name of ['db.example.com', 'nletpdsa.privatelink.blob.core.windows.net', 'a-1.b.'])
      expect(isHostName(name), name).toBe(true);
    for (const name of [
      'localhost',
      '-a.example.com',
      'a_b.example.com',
      '10.0.0.4',
      `${'a'.repeat(64)}.com`,
    ])
      expect(isHostName(name), name).toBe(false);
  });

  it('checks every entry, and none at all is fine', () => {
    expect(privateEndpointsProblems({})).toEqual([]);
    const problems = privateEndpointsProblems({
      privateEndpoints: [
        { ip: '10.0.0.4', fqdn: 'db.example.com' },
        { ip: '10.0.0.300', fqdn: '' },
      ],
    });
    expect(problems.map((p) => `${p.field}:${englishMessage(p.message)}`)).toEqual([
      'privateEndpoints.1.ip:Please provide an IPv4 or IPv6 address',
      'privateEndpoints.1.fqdn:Field cannot be empty',
    ]);
    expect(privateEndpointsProblems({ privateEndpoints: [{ ip: '10.0.0.4' }] })[0].message.key).toBe(
      'invalidValue',
    );
    const many = Array.from({ length: MAX_PRIVATE_ENDPOINTS + 1 }, () => ({ ip: '10.0.0.4', fqdn: 'a.b.c' }));
    expect(privateEndpointsProblems({ privateEndpoints: many })[0].message.key).toBe('maxItems');
  });

  it("a card's 400 names the entry under its configuration", () => {
    const card = {
      name: 'nletpdstorage1',
      resourceType: 'StorageAccount',
      tag: 'files',
      configuration: JSON.stringify({ privateEndpoints: [{ ip: 'nope', fqdn: 'blob.example.com' }] }),
    };
    expect(tenantResourcesProblems([card], 'Development').map((p) => `${p.field}:${p.message.key}`)).toEqual([
      'resources.0.configuration.privateEndpoints.0.ip:ipAddress',
    ]);
  });
});
