// The Compose tab's local list (admin-console.md section 4): edits stay local until Save, which sends
// the whole list; the server creates those without id, updates the kept ones and deletes the missing
// ones. Pure helpers, tested in composeDraft.test.ts.
import {
  encodeQuery,
  initialConfiguration,
  type ResourceChoiceSource,
  type TenantResourceType,
} from '@cairn/contracts';
import { parseJsonObject } from '../../../../shared/format/jsonObject';

/** A resource as GET /api/tenants/:tenantId/resources answers it. */
export interface SavedResource {
  id: string;
  name: string;
  resourceType: string;
  tag: string;
  /** JSON text. */
  configuration: string;
}

/** A card: a saved resource (with id) or one added since the last Save (without). */
export interface DraftResource {
  /** Stable local identity for React and for field errors: the id, or `new-<n>`. */
  key: string;
  id?: string;
  name: string;
  resourceType: string;
  tag: string;
  /** The configuration as an object: the form edits the keys it knows and keeps every other one. */
  configuration: Record<string, unknown>;
}

/** The body of PUT /api/tenants/:tenantId/resources. */
export interface SaveResourcesBody {
  resources: { id?: string; name: string; resourceType: string; tag: string; configurationBase64: string }[];
}

/** A JSON object (empty text: an empty one), or null for anything else. */
export function parseConfiguration(json: string): Record<string, unknown> | null {
  return json.trim() === '' ? {} : parseJsonObject(json);
}

export const fromSaved = (saved: readonly SavedResource[]): DraftResource[] =>
  saved.map((r) => ({
    key: r.id,
    id: r.id,
    name: r.name,
    resourceType: r.resourceType,
    tag: r.tag,
    // A stored configuration that is not an object (never written by Cairn) starts empty.
    configuration: parseConfiguration(r.configuration) ?? {},
  }));

let counter = 0;
const newKey = () => `new-${++counter}`;

/** A new card of `type` whose links to the tenant's other resources are filled in where only one fits. */
export function newDraft(
  type: TenantResourceType,
  name: string,
  tag: string,
  others: readonly ResourceChoiceSource[],
  preset?: Record<string, unknown>,
): DraftResource {
  return {
    key: newKey(),
    name,
    resourceType: type,
    tag,
    configuration: initialConfiguration(type, others, preset),
  };
}

/** JSON with the keys of every object in a fixed order, so that key order never counts as an edit. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const comparable = (list: readonly DraftResource[]) =>
  canonical(
    list.map(({ id, name, resourceType, tag, configuration }) => ({
      id,
      name,
      resourceType,
      tag,
      configuration,
    })),
  );

/** Unsaved edits: a card added, removed or changed since the list was loaded. */
export const isDirty = (drafts: readonly DraftResource[], baseline: readonly DraftResource[]) =>
  comparable(drafts) !== comparable(baseline);

/** What Save sends: every card, configurations as UTF-8 JSON in base64, no local keys. */
export function toSaveBody(drafts: readonly DraftResource[]): SaveResourcesBody {
  return {
    resources: drafts.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      name: d.name.trim(),
      resourceType: d.resourceType,
      tag: d.tag,
      configurationBase64: encodeQuery(JSON.stringify(d.configuration)),
    })),
  };
}

/** The card fields a server error can show under. */
export type CardField = 'name' | 'tag' | 'resourceType' | 'configuration';

/**
 * A 400's field (`resources.3.name`, `resources.3.configurationBase64`, `resources.3.configuration.kind`)
 * -> the card sent at that index and its field; null when it names no card.
 */
export function cardFieldOf(
  problemField: string,
  sent: readonly DraftResource[],
): { key: string; field: CardField } | null {
  const match = /^resources\.(\d+)\.(\w+)/.exec(problemField);
  const card = match ? sent[Number(match[1])] : undefined;
  if (!match || !card) return null;
  const part = match[2];
  const field: CardField =
    part === 'name' || part === 'tag' || part === 'resourceType' ? part : 'configuration';
  return { key: card.key, field };
}

/** The other cards a card's links may point to (the unsaved ones too). */
export const choiceSources = (
  drafts: readonly DraftResource[],
  self: DraftResource,
): ResourceChoiceSource[] =>
  drafts.filter((d) => d.key !== self.key).map(({ id, name, resourceType }) => ({ id, name, resourceType }));
