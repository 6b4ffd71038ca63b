// Hostile values in bodies that pass validation (issue 24): for every route with a JSON body, a
// platform administrator (past every access check) sends the smallest body the route's schema
// accepts (json-sample.ts), then that body with a hostile value in each string in turn: SQL, HTML
// and spreadsheet-formula fragments, a right-to-left override, NUL, `__proto__` and an oversized text.
// Each answer is a 2xx (the value stored as text) or a 4xx problem with a message, never a 5xx.
import { describe, expect, it } from 'vitest';
import { useFixture } from '../test/fixture.js';
import { recordFigure } from './figures.js';
import { adminWithEveryFeature } from './hostile.test-helpers.js';
import { sampleOf, stringPaths, withValueAt } from './json-sample.js';

export const HOSTILE_VALUES: Record<string, string> = {
  sql: "x'); drop table users; --",
  html: '<img src=x onerror=alert(1)>',
  formula: '=HYPERLINK("https://evil.example.test","click")',
  rtl: 'payroll\u202Evsc.exe',
  nul: 'a\u0000b',
  proto: '__proto__',
  oversized: 'x'.repeat(200_000),
};

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>>;
}

describe('hostile values in valid bodies', () => {
  const probe = useFixture(adminWithEveryFeature, ({ server }) => server.close());

  it('answers a 2xx or a 4xx problem to a hostile value in every string of every body, never a 5xx', async () => {
    const { server, admin, engagementId, tenantId } = probe;
    const doc = server.app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    let cases = 0;
    let routes = 0;
    let pastValidation = 0;
    for (const [openApiPath, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        routes++;
        const url = openApiPath.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'engagementId' ? engagementId : name === 'tenantId' ? tenantId : 'probe',
        );
        const valid = sampleOf(schema as Record<string, unknown>);
        // Past validation: the service met the body (a made-up id may still be 404 or 409 there).
        const plain = await admin.request(method.toUpperCase(), url, valid as object);
        if (plain.statusCode !== 400) pastValidation++;
        for (const at of stringPaths(valid)) {
          for (const [label, value] of Object.entries(HOSTILE_VALUES)) {
            cases++;
            const res = await admin.request(
              method.toUpperCase(),
              url,
              withValueAt(valid, at, value) as object,
            );
            const problem = res.statusCode >= 400 ? (res.json() as { detail?: string }) : undefined;
            if (res.statusCode >= 500 || (problem && !problem.detail))
              failures.push(
                `${method.toUpperCase()} ${openApiPath} ${at.join('.')}=${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
          }
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    recordFigure('hostile values in valid bodies', {
      routes,
      samplesPastValidation: pastValidation,
      cases,
      answeredWithout5xx: cases - failures.length,
    });
    expect(failures).toEqual([]);
  }, 180_000);
});
