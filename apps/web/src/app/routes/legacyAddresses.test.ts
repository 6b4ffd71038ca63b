import { describe, expect, it } from 'vitest';
import { cleanAddress } from './legacyAddresses';

describe('old /base addresses', () => {
  it('keep their target', () => {
    expect(cleanAddress('/base/home/import/monitor')).toBe('/import/monitor');
    expect(cleanAddress('/base/admin/users')).toBe('/users');
    expect(cleanAddress('/base/contracts')).toBe('/contracts');
    expect(cleanAddress('/home/modeling/config')).toBe('/modeling/config');
    expect(cleanAddress('/admin/tenants/t-1/general')).toBe('/tenants/t-1/general');
  });

  it('go to Overview when they name no page', () => {
    for (const address of ['/base', '/base/', '/base/home', '/home', '/admin', '/admin/'])
      expect(cleanAddress(address)).toBe('/overview');
  });

  it('leave addresses that only start alike alone', () => {
    expect(cleanAddress('/baseline')).toBe('/baseline');
    expect(cleanAddress('/base/homepage')).toBe('/homepage');
  });
});
