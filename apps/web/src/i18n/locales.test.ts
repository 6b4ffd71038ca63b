// Every locale must carry every key, with a real text, and the same {{placeholders}}; every key the
// code asks for must exist. A missing translation fails here instead of showing a raw key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_FIELDS, LOCALES, TEMPLATES, VALIDATION_MESSAGES_EN } from '@cairn/contracts';
import { MENU_ENTRIES } from '../shared/engagement/menuRoutes';
import { ADMIN_AREAS, adminOverviewKeys, type AdminArea } from '../shared/components/AdminOverviewPage';

const here = import.meta.dirname;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const locales = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    flatten(JSON.parse(readFileSync(join(here, 'locales', `${locale}.json`), 'utf8'))),
  ]),
) as Record<(typeof LOCALES)[number], Map<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('locale files', () => {
  it('exist for every locale of contracts and nothing else', () => {
    const files = readdirSync(join(here, 'locales')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    for (const other of LOCALES.filter((l) => l !== locale)) {
      it(`${locale} has every key of ${other}`, () => {
        const missing = [...locales[other].keys()].filter((key) => !locales[locale].has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${locale} has no empty texts and the same placeholders as en`, () => {
      for (const [key, text] of locales[locale]) {
        expect(text.trim(), `${locale}: ${key}`).not.toBe('');
        const english = locales.en.get(key);
        if (english !== undefined)
          expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english));
      }
    });
  }

  it('translates every validation message of contracts', () => {
    const missing = Object.keys(VALIDATION_MESSAGES_EN).filter((key) => !locales.en.has(`validation.${key}`));
    expect(missing).toEqual([]);
  });

  it('names every menu entry, language and template', () => {
    const keys = [
      ...MENU_ENTRIES.map((e) => `menu.${e}`),
      ...LOCALES.map((l) => `languages.${l}`),
      ...TEMPLATES.map((t) => `templates.${t}`),
    ];
    expect(keys.filter((key) => !locales.en.has(key))).toEqual([]);
  });

  it("names every configuration card's fields and options (their keys are built, not literal)", () => {
    const fields = Object.values(CONFIGURATION_FIELDS).flat();
    const keys = [
      ...fields.map((f) => `engagementConfigurations.fields.${f.name.split('.').pop()}`),
      ...fields.flatMap((f) => (f.options ?? []).map((o) => `engagementConfigurations.options.${o}`)),
    ];
    expect(keys.filter((key) => !locales.en.has(key))).toEqual([]);
  });

  it("names every admin overview's title, list, empty list and New button (their keys are built, not literal)", () => {
    const areas = Object.keys(ADMIN_AREAS) as AdminArea[];
    const keys = areas.flatMap((area) => Object.values(adminOverviewKeys(area)));
    expect(keys.filter((key) => !locales.en.has(key))).toEqual([]);
  });

  it('has every literal key the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(here, '..'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([A-Za-z0-9_.-]+)'/g)) used.add(match[1]);
      for (const match of code.matchAll(/titleKey[=:]\s*["']([A-Za-z0-9_.-]+)["']/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    // A key said with a count may be plural forms only (`key_one`, `key_other`).
    const has = (key: string) => locales.en.has(key) || locales.en.has(`${key}_other`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
