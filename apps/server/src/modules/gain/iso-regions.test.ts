import { describe, expect, it } from 'vitest';
import {
  ISO_COUNTRIES,
  ISO_COUNTRY_ALPHA2_CODES,
  ISO_COUNTRY_ALPHA3_CODES,
  ISO_COUNTRY_CODES,
  ISO_COUNTRY_NAME_ENTRIES,
  ISO_COUNTRY_NAMES,
  ISO_REGION_CODES,
  ISO_REGION_NAMES,
  ISO_REGIONS,
} from './iso-regions.js';

describe('ISO 3166 lists', () => {
  it('has every ISO 3166-1 country with both codes', () => {
    expect(ISO_COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(ISO_COUNTRIES).toContainEqual({ alpha2: 'NL', alpha3: 'NLD' });
    expect(ISO_COUNTRY_ALPHA2_CODES).toContain('DE');
    expect(ISO_COUNTRY_ALPHA3_CODES).toContain('FRA');
    expect(ISO_COUNTRY_CODES).toEqual(expect.arrayContaining(['GB', 'GBR']));
    expect(ISO_COUNTRY_CODES).not.toContain('XX');
  });

  it('has country names in English, German, French and Dutch', () => {
    expect(ISO_COUNTRY_NAMES).toEqual(
      expect.arrayContaining(['Germany', 'Deutschland', 'Allemagne', 'Duitsland', 'Nederland']),
    );
    expect(ISO_COUNTRY_NAME_ENTRIES).toContainEqual({ language: 'fr', name: 'Allemagne', alpha2: 'DE' });
    expect(new Set(ISO_COUNTRY_NAMES).size).toBe(ISO_COUNTRY_NAMES.length);
  });

  it('has ISO 3166-2 subdivisions with codes and names', () => {
    expect(ISO_REGIONS).toContainEqual({ code: 'NL-ZH', name: 'Zuid-Holland', countryAlpha2: 'NL' });
    expect(ISO_REGION_CODES).toContain('US-CA');
    expect(ISO_REGION_NAMES).toContain('California');
    expect(ISO_REGION_CODES.length).toBeGreaterThan(3000);
  });
});
