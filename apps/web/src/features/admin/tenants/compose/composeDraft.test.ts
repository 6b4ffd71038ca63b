import { describe, expect, it } from 'vitest';
import { decodeQuery } from '@cairn/contracts';
import { cardFieldOf, fromSaved, isDirty, newDraft, parseConfiguration, toSaveBody } from './composeDraft';

const saved = [
  {
    id: 'r1',
    name: 'nletpacmesa',
    resourceType: 'StorageAccount',
    tag: 't',
    configuration: '{"a":1,"b":{"c":2}}',
  },
  { id: 'r2', name: 'nletpacmekv', resourceType: 'KeyVault', tag: 't', configuration: 'not json' },
];

describe('composeDraft', () => {
  it('reads configurations as objects; anything else starts empty', () => {
    expect(parseConfiguration('')).toEqual({});
    expect(parseConfiguration('[1]')).toBeNull();
    expect(fromSaved(saved).map((d) => d.configuration)).toEqual([{ a: 1, b: { c: 2 } }, {}]);
  });

  it('counts changes as edits, not the order of keys', () => {
    const base = fromSaved(saved);
    const reordered = base.map((d, i) => (i === 0 ? { ...d, configuration: { b: { c: 2 }, a: 1 } } : d));
    expect(isDirty(reordered, base)).toBe(false);
    expect(
      isDirty(
        base.map((d, i) => (i === 0 ? { ...d, tag: 'x' } : d)),
        base,
      ),
    ).toBe(true);
    expect(isDirty(base.slice(1), base)).toBe(true);
  });

  it('sends ids of kept cards only and configurations as UTF-8 JSON in base64', () => {
    const drafts = [
      ...fromSaved(saved),
      newDraft('PowerBIWorkspace', ' nletpacmepbiw ', 'Bericht – ü', [
        { name: 'nletpacmepbie', resourceType: 'PowerBIEmbedded' },
      ]),
    ];
    drafts[0] = { ...drafts[0], configuration: { ...drafts[0].configuration, note: 'Zürich €' } };
    const body = toSaveBody(drafts);
    expect(body.resources.map((r) => r.id)).toEqual(['r1', 'r2', undefined]);
    expect('id' in body.resources[2]).toBe(false);
    expect(body.resources[2].name).toBe('nletpacmepbiw');
    expect(JSON.parse(decodeQuery(body.resources[0].configurationBase64))).toEqual({
      a: 1,
      b: { c: 2 },
      note: 'Zürich €',
    });
    expect(JSON.parse(decodeQuery(body.resources[2].configurationBase64))).toEqual({
      powerBiCapacityName: 'nletpacmepbie',
    });
  });

  it('places a 400 field under the card sent at its index', () => {
    const drafts = fromSaved(saved);
    expect(cardFieldOf('resources.1.name', drafts)).toEqual({ key: 'r2', field: 'name' });
    expect(cardFieldOf('resources.0.configurationBase64', drafts)).toEqual({
      key: 'r1',
      field: 'configuration',
    });
    expect(cardFieldOf('resources.0.configuration', drafts)).toEqual({ key: 'r1', field: 'configuration' });
    expect(cardFieldOf('resources.7.name', drafts)).toBeNull();
    expect(cardFieldOf('resources', drafts)).toBeNull();
  });
});
