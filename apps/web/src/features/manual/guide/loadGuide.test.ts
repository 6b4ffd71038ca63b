import { describe, expect, it } from 'vitest';
import { guideLocaleOf } from './loadGuide';

describe('guideLocaleOf', () => {
  it('reads the guide of the app language, a regional variant in its base language, anything else in English', () => {
    expect(guideLocaleOf('de')).toBe('de');
    expect(guideLocaleOf('en-GB')).toBe('en-GB');
    expect(guideLocaleOf('en-gb')).toBe('en-GB');
    expect(guideLocaleOf('de-CH')).toBe('de');
    expect(guideLocaleOf('en-US')).toBe('en');
    expect(guideLocaleOf('es')).toBe('en');
    expect(guideLocaleOf(undefined)).toBe('en');
  });
});
