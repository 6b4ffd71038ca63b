// Hostile input on every route (issue 24), called by a platform administrator (past every access
// check): ids of any shape in each path parameter, hostile query values, and hostile bodies
// (malformed JSON, prototype pollution, NUL, oversized, SQL, HTML and formula fragments) answer a
// 4xx problem with a message (an ordinary name in other scripts may exist), never a 5xx. Nothing is
// listed by hand: a new route is probed once registered.
import { describe, expect, it } from 'vitest';
import { useFixture } from '../test/fixture.js';
import { recordFigure } from './figures.js';
import { adminWithEveryFeature } from './hostile.test-helpers.js';

/** Raw path segments (already percent-encoded where a URL needs it). */
export const HOSTILE_SEGMENTS: Record<string, string> = {
  nul: '%00',
  nulInside: 'a%00b',
  long: 'x'.repeat(10_000),
  otherScripts: encodeURIComponent('Ωмир漢字😀'),
  dotDot: '..',
  encodedDotDot: '%2E%2E%2F%2E%2E%2Fetc',
  rtlOverride: encodeURIComponent('\u202Egnp.exe'),
  controlChars: '%01%1F%7F',
  loneSurrogate: '%ED%A0%80',
  badPercent: '%E0%A4%A',
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('hostile input on every route', () => {
  const probe = useFixture(adminWithEveryFeature, ({ server }) => server.close());

  it('answers a 4xx to hostile values in every path parameter, never a 5xx', async () => {
    const { server, admin, engagementId, tenantId } = probe;
    const probed = server.routes.filter((r) => r.url.includes(':') && r.access && !('public' in r.access));
    const failures: string[] = [];
    let cases = 0;
    for (const route of probed) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const param of params) {
        for (const [label, value] of Object.entries(HOSTILE_SEGMENTS)) {
          // Other parameters keep values that exist, so the hostile one is what the route meets.
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            name === param
              ? value
              : name === 'engagementId'
                ? engagementId
                : name === 'tenantId'
                  ? tenantId
                  : 'x',
          );
          cases++;
          const res = await admin.request(route.method, url, WITH_BODY.has(route.method) ? {} : undefined);
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${route.url} :${param}=${label} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    recordFigure('hostile ids', { cases, answered4xx: cases - failures.length, routes: probed.length });
    expect(failures).toEqual([]);
  }, 120_000);

  const HOSTILE_QUERY =
    '?search=%00&page=-1&pageSize=99999999999&sort=%3Bdrop%20table%20users&scope=..%2F..&path=%2E%2E%2F';
  const FRAGMENTS = {
    name: "x'; drop table users; --",
    displayName: '<script>alert(1)</script>',
    description: '=HYPERLINK("http://evil.test","click")',
    email: '\u202Eevil@example.test',
    sql: 'select * from pg_catalog.pg_authid',
  };
  const HOSTILE_BODIES: Record<string, { payload: string; type?: string }> = {
    malformedJson: { payload: '{"name": "unfinished' },
    protoPollution: { payload: '{"__proto__": {"polluted": true}, "name": "p"}' },
    constructorPollution: { payload: '{"constructor": {"prototype": {"polluted": true}}, "name": "p"}' },
    nulInField: {
      payload: JSON.stringify({ name: 'a\u0000b', displayName: 'a\u0000b', email: 'a\u0000@b.test' }),
    },
    nulInKey: { payload: '{"na\\u0000me": "x"}' },
    oversized: { payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) },
    fragments: { payload: JSON.stringify(FRAGMENTS) },
    notJsonType: { payload: 'name=x', type: 'text/plain' },
  };

  it('answers a 4xx to hostile queries and bodies on every route, never a 5xx', async () => {
    const { server, admin, engagementId, tenantId } = probe;
    const probed = server.routes.filter(
      (r) => r.access && !('public' in r.access) && !r.url.startsWith('/git/'),
    );
    const failures: string[] = [];
    let cases = 0;
    for (const route of probed) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'engagementId' ? engagementId : name === 'tenantId' ? tenantId : 'x',
      );
      const bodies: [string, { payload: string; type?: string }][] = WITH_BODY.has(route.method)
        ? Object.entries(HOSTILE_BODIES)
        : [['query', { payload: '' }]];
      for (const [label, body] of bodies) {
        cases++;
        const res = await admin.request(
          route.method,
          label === 'query' ? `${url}${HOSTILE_QUERY}` : url,
          label === 'query' ? undefined : body.payload,
          label === 'query' ? {} : { 'content-type': body.type ?? 'application/json' },
        );
        const problem = res.statusCode >= 400 ? (res.json() as { detail?: string }) : undefined;
        if (res.statusCode >= 500 || (problem && !problem.detail))
          failures.push(
            `${route.method} ${route.url} ${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    recordFigure('hostile queries and bodies', {
      cases,
      answered4xx: cases - failures.length,
      routes: probed.length,
    });
    expect(failures).toEqual([]);
  }, 120_000);
});
