// The JSON Schema of a Cairn dashboard definition (docs/dashboards.schema.json), from the contracts'
// zod schema, so editors can check a definition while it is written. The rules zod checks in code
// (filters used by queries exist, ids are unique) are in docs/dashboards.md.
import { z } from 'zod';
import { cairnDashboardDefinitionSchema } from '@cairn/contracts';

export const DEFINITION_SCHEMA_ID = 'https://cairn.local/schemas/dashboards.schema.json';

export function definitionJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(cairnDashboardDefinitionSchema, { target: 'draft-2020-12', unrepresentable: 'any' }),
    $id: DEFINITION_SCHEMA_ID,
    title: 'Cairn dashboard definition',
  };
}

/** `npx tsx src/modules/dashboards/cairn/definition-schema.ts` rewrites docs/dashboards.schema.json. */
if (process.argv[1]?.endsWith('definition-schema.ts')) {
  const { writeFileSync } = await import('node:fs');
  const file = new URL('../../../../../../docs/dashboards.schema.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(definitionJsonSchema(), null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}
