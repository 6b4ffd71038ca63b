// The SSRF guard of user-configured connections: special-purpose addresses refused unless allowed,
// through every path a connection takes (a literal, a name resolved first, the socket's lookup).
import { describe, expect, it } from 'vitest';
import { OutboundAddresses, OutboundAddressRefused } from './outbound-addresses.js';

describe('OutboundAddresses', () => {
  const strict = new OutboundAddresses([]);

  it('refuses private, loopback, link-local, metadata and mapped addresses, and permits public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(strict.permits(address), address).toBe(false);
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])
      expect(strict.permits(address), address).toBe(true);
    expect(strict.permits('not-an-address')).toBe(false);
  });

  it('permits what CAIRN_OUTBOUND_ALLOW lists: names, addresses and ranges', () => {
    const allowing = new OutboundAddresses(['loopback', '10.5.0.0/16', '192.168.1.10']);
    expect(allowing.permits('127.0.0.1')).toBe(true);
    expect(allowing.permits('::1')).toBe(true);
    expect(allowing.permits('10.5.9.9')).toBe(true);
    expect(allowing.permits('10.6.0.1')).toBe(false);
    expect(allowing.permits('192.168.1.10')).toBe(true);
    expect(allowing.permits('192.168.1.11')).toBe(false);
  });

  it('refuses a name that resolves to a local address, before connecting and in the socket lookup', async () => {
    await expect(strict.resolve('localhost')).rejects.toBeInstanceOf(OutboundAddressRefused);
    await expect(strict.resolve('169.254.169.254')).rejects.toThrow(/private or local address/);
    const looked = await new Promise<Error | null>((resolve) =>
      strict.lookup('localhost', {}, (err) => resolve(err)),
    );
    expect(looked).toBeInstanceOf(OutboundAddressRefused);
    const allowed = new OutboundAddresses(['loopback']);
    await expect(allowed.resolve('localhost')).resolves.toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
