// Data contracts (issue 26, docs/contracts.md): the published branch's nodes that other nodes, tests
// or dashboards read, each with its columns, types and keys as a versioned contract. A branch whose
// node drops, renames or retypes a column of a contract breaks it; publishing that branch is refused
// until the contract is versioned up.
import { z } from 'zod';
import { NODE_MODEL_LAYERS } from './node-model-api.js';

export const contractColumnSchema = z.object({ name: z.string(), dataType: z.string() });
export type ContractColumn = z.infer<typeof contractColumnSchema>;

/** Who reads a node: another node (its query, a source or a category), a test or a dashboard. */
export const contractConsumerSchema = z.object({
  kind: z.enum(['node', 'test', 'dashboard']),
  /** `<layer>.<node>`, `<layer>.<node>/<test>` or the dashboard's name. */
  name: z.string(),
});
export type ContractConsumer = z.infer<typeof contractConsumerSchema>;

/** How a branch's node breaks a contract column (or the whole node). */
export const contractChangeSchema = z.object({
  change: z.enum(['nodeRemoved', 'dropped', 'renamed', 'typeChanged']),
  /** The contract's column; null for nodeRemoved. */
  column: z.string().nullable(),
  /** renamed: the branch's name for it; typeChanged: the branch's type. */
  to: z.string().nullable(),
  /** typeChanged: the contract's type. */
  from: z.string().nullable(),
});
export type ContractChange = z.infer<typeof contractChangeSchema>;

export const dataContractSchema = z.object({
  layer: z.enum(NODE_MODEL_LAYERS),
  node: z.string(),
  version: z.number().int(),
  /** False while no version was recorded: the contract is the published branch's node as it is. */
  recorded: z.boolean(),
  columns: z.array(contractColumnSchema),
  keys: z.array(z.string()),
  consumers: z.array(contractConsumerSchema),
  /** ISO time and name of who recorded the version; null while not recorded. */
  recordedAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  /** The branch the version was taken from. */
  branch: z.string(),
});
export type DataContract = z.infer<typeof dataContractSchema>;

export const contractAbilitiesSchema = z.object({ versionUp: z.boolean() });

export const dataContractListSchema = z.object({
  publishedBranch: z.string(),
  contracts: z.array(dataContractSchema),
  abilities: contractAbilitiesSchema,
});
export type DataContractList = z.infer<typeof dataContractListSchema>;

export const contractBreakSchema = z.object({
  layer: z.enum(NODE_MODEL_LAYERS),
  node: z.string(),
  version: z.number().int(),
  changes: z.array(contractChangeSchema),
});
export type ContractBreak = z.infer<typeof contractBreakSchema>;

/** GET .../contracts/check?branch=: the contracts the branch's nodes break. */
export const contractCheckSchema = z.object({ branch: z.string(), breaks: z.array(contractBreakSchema) });
export type ContractCheck = z.infer<typeof contractCheckSchema>;

/** Version up: the contract becomes the branch's node as it is, with these key columns. */
export const contractVersionRequestSchema = z.object({
  branch: z.string().min(1).max(100),
  keys: z.array(z.string().max(100)).max(100),
});
export type ContractVersionRequest = z.infer<typeof contractVersionRequestSchema>;
