// vitest global setup: the pass's migrated database template (database-template.ts). Runs before
// the test workers start, which inherit the variable naming it.
import { createTemplate } from './database-template.js';

export default async function setup() {
  const remove = await createTemplate();
  return remove;
}
