// ISO 3166-1 countries and ISO 3166-2 subdivisions as plain lists, for the gain column data types
// CountryName, CountryCode, RegionName and RegionCode (workspace.md section 3 "Column
// configuration"; docs/gain.md). The import engine loads these lists into the warehouse and checks
// the columns in SQL, so everything here is computed once, at module load, from the maintained
// packages `i18n-iso-countries` (names in the platform's languages) and `iso-3166-2`
// (subdivisions). Nothing here is fetched at run time.
import { createRequire } from 'node:module';
import isoCountries from 'i18n-iso-countries';
import iso31662 from 'iso-3166-2';

const require = createRequire(import.meta.url);

/** The languages country names are accepted in (en-GB shares English names with en). */
export const ISO_COUNTRY_NAME_LANGUAGES = ['en', 'de', 'fr', 'nl'] as const;
export type IsoCountryNameLanguage = (typeof ISO_COUNTRY_NAME_LANGUAGES)[number];

for (const language of ISO_COUNTRY_NAME_LANGUAGES) {
  // The package's node entry registers every locale already; registering again is harmless and
  // keeps this file correct should a bundler pick the browser entry.
  isoCountries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

/** One accepted spelling of a country's name in one language (official names and aliases). */
export interface IsoCountryName {
  language: IsoCountryNameLanguage;
  name: string;
  alpha2: string;
}

export interface IsoCountry {
  alpha2: string;
  alpha3: string;
}

export interface IsoRegion {
  /** Full ISO 3166-2 code, e.g. `NL-ZH`. */
  code: string;
  /** The subdivision's name as ISO 3166-2 publishes it, e.g. `Zuid-Holland`. */
  name: string;
  /** The country's alpha-2 code, e.g. `NL`. */
  countryAlpha2: string;
}

const byCode = (a: { alpha2: string }, b: { alpha2: string }) => a.alpha2.localeCompare(b.alpha2);

/** Every ISO 3166-1 country with its alpha-2 and alpha-3 code, by alpha-2. */
export const ISO_COUNTRIES: readonly IsoCountry[] = Object.entries(isoCountries.getAlpha2Codes())
  .map(([alpha2]) => ({ alpha2, alpha3: isoCountries.alpha2ToAlpha3(alpha2) ?? '' }))
  .filter((country) => country.alpha3 !== '')
  .sort(byCode);

/** Every accepted country name, per language, with its alpha-2 code. */
export const ISO_COUNTRY_NAME_ENTRIES: readonly IsoCountryName[] = ISO_COUNTRY_NAME_LANGUAGES.flatMap(
  (language) =>
    Object.entries(isoCountries.getNames(language, { select: 'all' })).flatMap(([alpha2, names]) =>
      names.map((name) => ({ language, name, alpha2 })),
    ),
);

const distinctSorted = (values: Iterable<string>): readonly string[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Distinct country names in all four languages (the CountryName check). */
export const ISO_COUNTRY_NAMES: readonly string[] = distinctSorted(
  ISO_COUNTRY_NAME_ENTRIES.map((entry) => entry.name),
);
/** ISO 3166-1 alpha-2 codes (e.g. `NL`). */
export const ISO_COUNTRY_ALPHA2_CODES: readonly string[] = ISO_COUNTRIES.map((c) => c.alpha2);
/** ISO 3166-1 alpha-3 codes (e.g. `NLD`). */
export const ISO_COUNTRY_ALPHA3_CODES: readonly string[] = ISO_COUNTRIES.map((c) => c.alpha3);
/** The CountryCode check: alpha-2 and alpha-3 codes together. */
export const ISO_COUNTRY_CODES: readonly string[] = [
  ...ISO_COUNTRY_ALPHA2_CODES,
  ...ISO_COUNTRY_ALPHA3_CODES,
];

/** Every ISO 3166-2 subdivision, by code. */
export const ISO_REGIONS: readonly IsoRegion[] = Object.entries(iso31662.data)
  .flatMap(([countryAlpha2, country]) =>
    Object.entries(country.sub).map(([code, sub]) => ({ code, name: sub.name, countryAlpha2 })),
  )
  .sort((a, b) => a.code.localeCompare(b.code));

/** ISO 3166-2 subdivision codes (the RegionCode check), e.g. `NL-ZH`. */
export const ISO_REGION_CODES: readonly string[] = ISO_REGIONS.map((r) => r.code);
/** Distinct ISO 3166-2 subdivision names (the RegionName check). */
export const ISO_REGION_NAMES: readonly string[] = distinctSorted(ISO_REGIONS.map((r) => r.name));
