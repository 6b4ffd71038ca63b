// Rules of the node model (workspace.md sections 3 and 5), shared by the configuration screens and
// the node model service: data types per cloud provider, the data type guess, field extraction and
// field status from a query, and the name, field and property rules with their duplicate messages.
import type { CloudProvider } from './constants.js';
import { MIN_DEFAULT_NAME_LENGTH, MIN_FIELD_NAME_LENGTH, MIN_FIELD_NAME_LENGTH_GAIN } from './constants.js';
import { rules, validate, type Rule, type RuleMessage } from './validation.js';

// ---------------------------------------------------------------------------------------------
// Data types

export const DATA_TYPES: Record<CloudProvider, readonly string[]> = {
  azure: [
    'BIT',
    'DATE',
    'DATETIME',
    'DECIMAL(38,5)',
    'INT',
    'NVARCHAR(2)',
    'NVARCHAR(50)',
    'NVARCHAR(255)',
    'NVARCHAR(4000)',
    'NVARCHAR(MAX)',
    'VARCHAR(10)',
    'VARCHAR(50)',
    'VARCHAR(MAX)',
  ],
  aws: ['INTEGER', 'REAL', 'TEXT'],
};

export const DEFAULT_DATA_TYPE: Record<CloudProvider, string> = { azure: 'NVARCHAR(255)', aws: 'TEXT' };

/** The spec's three guesses, as the allowed type of each provider (AWS has no date or decimal type). */
const GUESSED_TYPES: Record<CloudProvider, { datetime: string; decimal: string; text: string }> = {
  azure: { datetime: 'DATETIME', decimal: 'DECIMAL(38,5)', text: 'NVARCHAR(255)' },
  aws: { datetime: 'TEXT', decimal: 'REAL', text: 'TEXT' },
};

/** Data type guess from a field name: PERIOD, YEAR or DATE -> datetime; AMOUNT or RATE -> decimal(38,5); else nvarchar(255). */
export function guessDataType(fieldName: string, provider: CloudProvider): string {
  const name = fieldName.toUpperCase();
  const types = GUESSED_TYPES[provider];
  if (/PERIOD|YEAR|DATE/.test(name)) return types.datetime;
  if (/AMOUNT|RATE/.test(name)) return types.decimal;
  return types.text;
}

// ---------------------------------------------------------------------------------------------
// Query fields

/**
 * The query with comments (`-- ...` to the end of the line, `/* ... *\/`) blanked out. String
 * literals and quoted identifiers are kept, so a `--` inside quotes is not taken for a comment.
 * Blanking (not removing) keeps line breaks, so line-based reading still works.
 */
export function stripSqlComments(query: string): string {
  let out = '';
  let i = 0;
  while (i < query.length) {
    const c = query[i];
    const next = query[i + 1];
    if (c === '-' && next === '-') {
      for (; i < query.length && query[i] !== '\n'; i++) out += ' ';
    } else if (c === '/' && next === '*') {
      const end = query.indexOf('*/', i + 2);
      const stop = end === -1 ? query.length : end + 2;
      for (; i < stop; i++) out += query[i] === '\n' ? '\n' : ' ';
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < query.length && !(query[j] === c && query[j + 1] !== c)) j += query[j] === c ? 2 : 1;
      out += query.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

type Token = { kind: 'word' | 'quoted' | 'open' | 'close' | 'other'; text: string };

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s+|([A-Za-z_][A-Za-z0-9_$]*)|"((?:[^"]|"")*)"|\[([^\]]*)\]|'(?:[^']|'')*'|(\()|(\))|(.)/gs;
  for (const m of sql.matchAll(re)) {
    if (m[1] !== undefined) tokens.push({ kind: 'word', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'quoted', text: m[2].replace(/""/g, '"') });
    else if (m[3] !== undefined) tokens.push({ kind: 'quoted', text: m[3] });
    else if (m[4]) tokens.push({ kind: 'open', text: '(' });
    else if (m[5]) tokens.push({ kind: 'close', text: ')' });
    else if (m[0].trim() !== '') tokens.push({ kind: 'other', text: m[0] });
  }
  return tokens;
}

/**
 * Field names of a query: the aliases after the word `as`, in query order, comments ignored,
 * each name once (first spelling wins, compared ignoring case). Only the output columns count:
 * aliases in the select list at the top level of the query, so `cast(x as int)`, `from t as p`,
 * `with a as (...)` and the inside of sub-queries give no field.
 */
export function extractQueryFields(query: string): string[] {
  const fields: string[] = [];
  const seen = new Set<string>();
  let depth = 0;
  let inSelectList = false;
  const tokens = tokenize(stripSqlComments(query));
  tokens.forEach((token, i) => {
    if (token.kind === 'open') depth++;
    else if (token.kind === 'close') depth = Math.max(0, depth - 1);
    if (depth !== 0 || token.kind !== 'word') return;
    const word = token.text.toLowerCase();
    if (word === 'select') inSelectList = true;
    else if (word === 'from' || word === 'union' || word === 'except' || word === 'intersect')
      inSelectList = false;
    else if (word === 'as' && inSelectList) {
      const alias = tokens[i + 1];
      if (!alias || (alias.kind !== 'word' && alias.kind !== 'quoted')) return;
      const key = alias.text.toLowerCase();
      if (alias.text === '' || seen.has(key)) return;
      seen.add(key);
      fields.push(alias.text);
    }
  });
  return fields;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Active when the name appears in the query as a whole word (ignoring case, as SQL does). */
export function fieldStatus(fieldName: string, query: string): 'active' | 'inactive' {
  if (fieldName === '') return 'inactive';
  const re = new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(fieldName)}($|[^A-Za-z0-9_])`, 'i');
  return re.test(query) ? 'active' : 'inactive';
}

export function withFieldStatus<F extends { name: string }>(fields: readonly F[], query: string) {
  return fields.map((f) => ({ ...f, status: fieldStatus(f.name, query) }));
}

/** Query fields not yet defined, in query order: the suggestions of the edit-fields modal. */
export function fieldSuggestions(query: string, defined: readonly { name: string }[]): string[] {
  const names = new Set(defined.map((f) => f.name.toLowerCase()));
  return extractQueryFields(query).filter((name) => !names.has(name.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------
// Names

export type NodeModelNameKind = 'branch' | 'node' | 'source' | 'category' | 'test' | 'property';

/** Message key when a name already exists (sources and tests have no message in the spec; see docs/node-model.md). */
export const DUPLICATE_NAME_KEYS: Record<NodeModelNameKind, string> = {
  branch: 'noDuplicateBranchName',
  node: 'noDuplicateNodeName',
  source: 'noDuplicateSource',
  category: 'noDuplicateCategory',
  test: 'noDuplicateTest',
  property: 'noDuplicateProperty',
};

export const MAX_NODE_MODEL_NAME_LENGTH = 100;

/**
 * The largest file of a node model (a query, node.json, branch.json: small text), in bytes. The
 * screens, a `git push` and every read of a repository hold to it, so no file can make the server
 * read more than this into memory.
 */
export const NODE_MODEL_MAX_FILE_BYTES = 1024 * 1024;

/** Fails with `key` when the value equals one of `existing`, ignoring case. */
export const noDuplicate =
  (existing: readonly string[], key: string): Rule =>
  (v) =>
    existing.some((e) => e.toLowerCase() === v.toLowerCase()) ? { key } : null;

/** Warehouse tables and `$name` parameters cannot start with a digit. */
const startsWithLetter: Rule = (v) => (v === '' || /^[A-Za-z]/.test(v) ? null : { key: 'startsWithLetter' });
const startsWithLetterOrDigit: Rule = (v) =>
  v === '' || /^[A-Za-z0-9]/.test(v) ? null : { key: 'noLeadingSpecialCharacter' };

/**
 * Rules of a new name. Branch names become git refs: letters, digits, dash and underscore, not
 * starting with a dash. Every other name becomes a file name and an SQL identifier (a node builds
 * the table `<layer>.<node>`, a property is a `$name` parameter): letters, digits and underscore,
 * starting with a letter.
 * All at least the default name length (4), case-insensitively unique among `existing`.
 */
export function nameRules(kind: NodeModelNameKind, existing: readonly string[] = []): Rule[] {
  const characters =
    kind === 'branch'
      ? [rules.lettersDigitsDashUnderscore, startsWithLetterOrDigit]
      : [rules.lettersDigitsUnderscore, startsWithLetter];
  return [
    rules.required,
    ...characters,
    rules.minLength(MIN_DEFAULT_NAME_LENGTH),
    rules.maxLength(MAX_NODE_MODEL_NAME_LENGTH),
    noDuplicate(existing, DUPLICATE_NAME_KEYS[kind]),
  ];
}

export const validateName = (kind: NodeModelNameKind, name: string, existing: readonly string[] = []) =>
  validate(name, ...nameRules(kind, existing));

/** A node's database schema is optional; when given it is an SQL identifier. */
export const dbSchemaRules: Rule[] = [
  rules.lettersDigitsUnderscore,
  rules.maxLength(MAX_NODE_MODEL_NAME_LENGTH),
];

// ---------------------------------------------------------------------------------------------
// Fields

export interface FieldRuleOptions {
  /** Gain engagements: minimum field name length 2 instead of 4. */
  isGain: boolean;
  provider: CloudProvider;
}

export const minFieldNameLength = (isGain: boolean) =>
  isGain ? MIN_FIELD_NAME_LENGTH_GAIN : MIN_FIELD_NAME_LENGTH;

/** '[name] is not a valid field name': a field becomes a column, so it is an SQL identifier. */
const validFieldName: Rule = (v) =>
  v === '' || /^[A-Za-z_][A-Za-z0-9_]*$/.test(v) ? null : { key: 'invalidFieldName', params: { name: v } };

/** New field name: required, minimum length 4 (2 for gain), a valid name, no duplicate ignoring case. */
export function fieldNameRules(
  options: Pick<FieldRuleOptions, 'isGain'>,
  existing: readonly string[] = [],
): Rule[] {
  return [
    rules.required,
    rules.minLength(minFieldNameLength(options.isGain)),
    validFieldName,
    noDuplicate(existing, 'noDuplicateField'),
  ];
}

/** Data type: required and one of the provider's types, compared ignoring case ('Invalid value'). */
export function dataTypeRules(provider: CloudProvider): Rule[] {
  return [rules.required, rules.oneOf(DATA_TYPES[provider])];
}

/** The allowed spelling of a data type entered in any case (`nvarchar(255)` -> `NVARCHAR(255)`). */
export function canonicalDataType(dataType: string, provider: CloudProvider): string {
  return DATA_TYPES[provider].find((t) => t.toLowerCase() === dataType.trim().toLowerCase()) ?? dataType;
}

export interface ListProblem {
  index: number;
  field: 'name' | 'dataType' | 'value';
  message: RuleMessage;
}

/** Validates a whole field list as saved: every row against the rows before it. */
export function validateFieldList(
  fields: readonly { name: string; dataType: string }[],
  options: FieldRuleOptions,
): ListProblem[] {
  const problems: ListProblem[] = [];
  fields.forEach((f, index) => {
    const before = fields.slice(0, index).map((b) => b.name);
    const name = validate(f.name, ...fieldNameRules(options, before));
    if (name) problems.push({ index, field: 'name', message: name });
    const dataType = validate(f.dataType, ...dataTypeRules(options.provider));
    if (dataType) problems.push({ index, field: 'dataType', message: dataType });
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Properties and test categories

/**
 * Property value: the spec's field value rule (workspace.md section 5): a property is a `$name`
 * parameter of the node's query, so a value is one token (`NL`, `0`, `2025/01/01`), never SQL.
 */
export const propertyValueRules: Rule[] = [rules.fieldValue];

export function validatePropertyList(properties: readonly { name: string; value: string }[]): ListProblem[] {
  const problems: ListProblem[] = [];
  properties.forEach((p, index) => {
    const name = validateName(
      'property',
      p.name,
      properties.slice(0, index).map((b) => b.name),
    );
    if (name) problems.push({ index, field: 'name', message: name });
    const value = validate(p.value, ...propertyValueRules);
    if (value) problems.push({ index, field: 'value', message: value });
  });
  return problems;
}

/** A test's category names: each a category name, no duplicate ignoring case (noDuplicateCategory). */
export function validateCategoryNames(names: readonly string[]): { index: number; message: RuleMessage }[] {
  const problems: { index: number; message: RuleMessage }[] = [];
  names.forEach((n, index) => {
    const message = validateName('category', n, names.slice(0, index));
    if (message) problems.push({ index, message });
  });
  return problems;
}
