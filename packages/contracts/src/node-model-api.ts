// API shapes of the node model service (workspace.md s.3 and s.7). Queries travel base64-encoded
// (UTF-8 bytes), as the spec says: `query` fields below are base64 text; encodeQuery/decodeQuery.
// Routes, all under /api/nodeModel/engagements/:engagementId:
//   GET  /branches                                   -> Branch[]
//   POST /branches            NewBranch              -> Branch        (addNewBranch)
//   GET  /branches/:branch                           -> Branch
//   PUT  /branches/:branch    BranchUpdate           -> Branch
//   GET  /branches/:branch/layers/:layer/nodes       -> NodeSummary[]
//   POST /branches/:branch/layers/:layer/nodes       NewNode -> NodeDetail  (addNewNode)
//   GET  .../nodes/:node                             -> NodeDetail
//   PUT  .../nodes/:node      NodeUpdate             -> NodeDetail    (save the query)
//   GET  .../nodes/:node/fields                      -> Field[]       (status derived from the query)
//   PUT  .../nodes/:node/fields      FieldInput[]    -> Field[]       (replaces the list)
//   GET  .../nodes/:node/properties                  -> Property[]
//   PUT  .../nodes/:node/properties  Property[]      -> Property[]    (replaces the list)
//   GET  .../nodes/:node/sources                     -> NamedQuerySummary[]
//   POST .../nodes/:node/sources     NamedQueryInput -> NamedQuery
//   GET  .../nodes/:node/sources/:source             -> NamedQuery
//   PUT  .../nodes/:node/sources/:source  QueryUpdate -> NamedQuery
//   (the same four for categories, with :category)
//   GET  .../nodes/:node/tests                       -> TestSummary[]
//   POST .../nodes/:node/tests       NewTest         -> Test          (add test)
//   GET  .../nodes/:node/tests/:test                 -> Test
//   PUT  .../nodes/:node/tests/:test TestUpdate      -> Test
//   GET  .../nodes/:node/history                     -> NodeHistory
//   GET  .../nodes/:node/compare?otherBranch=        -> NodeComparison
// A write to a read-only branch answers 409; bad input 400 with the field's rule message.
import { z } from 'zod';
import './zod-messages.js';
import { NODE_MODEL_MAX_FILE_BYTES } from './node-model.js';

/** Layers of the node model (the labeling layer is shown as FX Rate in a gain engagement). */
export const NODE_MODEL_LAYERS = ['model', 'filtering', 'labeling', 'analytical', 'test'] as const;
export type NodeModelLayer = (typeof NODE_MODEL_LAYERS)[number];

/**
 * The 409 code of a node model whose repository existed and is gone (a restore without the data
 * directory's git folder, a git server that lost it): nothing is read or made in its place.
 */
export const NODE_MODEL_REPOSITORY_LOST_CODE = 'nodeModelRepositoryLost';

export function encodeQuery(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeQuery(base64: string): string {
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** A query is a file of the node model: base64 of at most NODE_MODEL_MAX_FILE_BYTES bytes. */
const base64 = z.string().max(4 * Math.ceil(NODE_MODEL_MAX_FILE_BYTES / 3));

/** What the caller may do on a branch (outline's policies; the configuration screens gate on these). */
export const branchAbilitiesSchema = z.object({
  /** Change its nodes, fields, properties, queries and tests: NodeModel Git Write, and not a read-only branch. */
  write: z.boolean(),
  /** Start a new branch from it: NodeModel Git Write; a read-only branch too (work starts from main). */
  addBranch: z.boolean(),
});
export type BranchAbilities = z.infer<typeof branchAbilitiesSchema>;

export const branchSchema = z.object({
  name: z.string(),
  readOnly: z.boolean(),
  parentBranch: z.string().nullable(),
  abilities: branchAbilitiesSchema,
});
export const newBranchSchema = z.object({ name: z.string(), parentBranch: z.string() });
export const branchUpdateSchema = z.object({ readOnly: z.boolean() });

export const nodeSummarySchema = z.object({ name: z.string(), dbSchema: z.string().nullable() });
export const fieldInputSchema = z.object({ name: z.string(), dataType: z.string() });
export const fieldSchema = fieldInputSchema.extend({ status: z.enum(['active', 'inactive']) });
export const propertySchema = z.object({ name: z.string(), value: z.string() });
export const nodeDetailSchema = nodeSummarySchema.extend({
  /** base64 */
  query: base64,
  fields: z.array(fieldSchema),
  properties: z.array(propertySchema),
});
export const newNodeSchema = z.object({
  name: z.string(),
  dbSchema: z.string().nullish(),
  /** The node's first query (base64); empty when left out. */
  query: base64.optional(),
});
export const nodeUpdateSchema = z.object({ query: base64.optional(), dbSchema: z.string().nullish() });

/** A source (modeling) or a category (analytical, testing). */
export const namedQuerySummarySchema = z.object({ name: z.string() });
export const namedQuerySchema = z.object({ name: z.string(), query: base64 });
export const namedQueryInputSchema = z.object({ name: z.string(), query: base64.optional() });
export const queryUpdateSchema = z.object({ query: base64 });

export const testSummarySchema = z.object({
  name: z.string(),
  active: z.boolean(),
  categoryNames: z.array(z.string()),
});
export const testSchema = testSummarySchema.extend({ query: base64 });
export const newTestSchema = z.object({
  name: z.string(),
  categoryNames: z.array(z.string()),
  query: base64,
});
export const testUpdateSchema = z.object({
  active: z.boolean().optional(),
  categoryNames: z.array(z.string()).optional(),
  query: base64.optional(),
});

export const commitSchema = z.object({
  oid: z.string(),
  message: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  /** ISO time */
  at: z.string(),
  /** The node's query as it was after this commit (base64), null when the node had none. */
  query: base64.nullable(),
});
export const nodeHistorySchema = z.object({ commits: z.array(commitSchema) });

export const nodeSnapshotSchema = z.object({
  query: base64,
  fields: z.array(fieldInputSchema),
  properties: z.array(propertySchema),
});
export const nodeComparisonSchema = z.object({
  branch: z.string(),
  otherBranch: z.string(),
  /** null when the node does not exist on that branch */
  mine: nodeSnapshotSchema.nullable(),
  other: nodeSnapshotSchema.nullable(),
});

export type Branch = z.infer<typeof branchSchema>;
/** A branch as the repository keeps it, before the caller's abilities are added. */
export type StoredBranch = Omit<Branch, 'abilities'>;
export type NewBranch = z.infer<typeof newBranchSchema>;
export type NodeSummary = z.infer<typeof nodeSummarySchema>;
export type NodeDetail = z.infer<typeof nodeDetailSchema>;
export type NewNode = z.infer<typeof newNodeSchema>;
export type FieldInput = z.infer<typeof fieldInputSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type Property = z.infer<typeof propertySchema>;
export type NamedQuery = z.infer<typeof namedQuerySchema>;
export type TestSummary = z.infer<typeof testSummarySchema>;
export type Test = z.infer<typeof testSchema>;
export type NewTest = z.infer<typeof newTestSchema>;
export type NodeCommit = z.infer<typeof commitSchema>;
export type NodeHistory = z.infer<typeof nodeHistorySchema>;
export type NodeComparison = z.infer<typeof nodeComparisonSchema>;
export type BranchUpdate = z.infer<typeof branchUpdateSchema>;
export type NodeUpdate = z.infer<typeof nodeUpdateSchema>;
export type NamedQuerySummary = z.infer<typeof namedQuerySummarySchema>;
export type NamedQueryInput = z.infer<typeof namedQueryInputSchema>;
export type QueryUpdate = z.infer<typeof queryUpdateSchema>;
export type TestUpdate = z.infer<typeof testUpdateSchema>;
export type NodeSnapshot = z.infer<typeof nodeSnapshotSchema>;
