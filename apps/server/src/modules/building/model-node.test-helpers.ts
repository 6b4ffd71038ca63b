// A node of the node model for the building unit tests: a name and a query, nothing else unless given.
import type { ModelNode } from './ports.js';

export const modelNode = (name: string, query: string, extra: Partial<ModelNode> = {}): ModelNode => ({
  name,
  query,
  properties: [],
  sources: [],
  categories: [],
  tests: [],
  ...extra,
});
