// Where a storage configuration may point (issue 24): a tenant's Super User set its import storage to
// another tenant's storage root (PathPrefix and StorageAccountName as that engagement was offered them)
// and its uploads landed inside it. A configuration may name only what is offered to this engagement
// (its selected, provisioned storage resources; engagements-admin storageOffers) or what it already
// has. A PathPrefix outside the offered roots stays the engagement's own: every object key carries
// the engagement's id after the prefix, so it may not enter the provisioned roots (`tenants/...`) or
// the engagements' default folders (a first segment that is an engagement id).
import type { FieldError } from '../../http/problem.js';

/** The keys that name a storage account or bucket (admin-console.md section 3). */
const NAMED_KEYS = ['StorageAccountName', 'BucketName', 'SecondaryBucketName'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

function parsed(configuration: string): Json {
  try {
    const value: unknown = JSON.parse(configuration);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The prefix as the drivers use it: segments without empty, `.` and `..`, compared without case. */
const segmentsOf = (prefix: string) =>
  prefix
    .split(/[\\/]+/)
    .filter((s) => s && s !== '.' && s !== '..')
    .map((s) => s.toLowerCase());

const isWithin = (inner: string[], outer: string[]) =>
  outer.length > 0 && outer.every((segment, i) => inner[i] === segment);

/**
 * The field errors of `list` (`<index>.configuration`) against the offered configurations and the
 * engagement's saved ones (JSON texts); empty when every entry may be saved.
 */
export function storageLocationProblems(
  list: readonly { configuration: string }[],
  offered: readonly string[],
  saved: readonly string[],
): FieldError[] {
  const known = [...offered, ...saved].map(parsed);
  const roots = known.map((c) => segmentsOf(text(c.PathPrefix))).filter((s) => s.length > 0);
  const problems: FieldError[] = [];
  list.forEach((entry, index) => {
    const configuration = parsed(entry.configuration);
    const named = NAMED_KEYS.find((key) => {
      const value = text(configuration[key]).toLowerCase();
      return value && !known.some((k) => text(k[key]).toLowerCase() === value);
    });
    const prefix = segmentsOf(text(configuration.PathPrefix));
    const inRoot = roots.some((root) => isWithin(prefix, root));
    const reserved = prefix[0] === 'tenants' || UUID.test(prefix[0] ?? '');
    if (named || (reserved && !inRoot)) {
      const message = 'Not a storage location offered to this engagement';
      problems.push({ field: `${index}.configuration`, message, key: 'storageNotOffered' });
    }
  });
  return problems;
}
