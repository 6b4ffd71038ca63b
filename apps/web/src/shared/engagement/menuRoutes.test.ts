import { describe, expect, it } from 'vitest';
import { menuEntryForPath, menuEntryPath } from './menuRoutes';

describe('menu routes', () => {
  it('maps entries to paths and back', () => {
    expect(menuEntryPath('fxRate', 'e1')).toBe('/fx-rate');
    expect(menuEntryPath('connectors', 'e1')).toBe('/connectors-configuration/e1');
    expect(menuEntryForPath('/modeling/run')).toBe('modeling');
    expect(menuEntryForPath('/engagement-access/e1/users')).toBe('access');
    expect(menuEntryForPath('/storage-manager/main')).toBe('storage');
    expect(menuEntryForPath('/profile')).toBeUndefined();
  });
});
