// A smallest instance a JSON schema (as the OpenAPI document states a route's body) accepts, and
// the paths of its strings: the hostile-body probe starts from a body the route's validation lets
// through and puts a hostile value in each string in turn, so the values reach the services.
type Schema = Record<string, unknown>;

const STRING_FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-0000000000b1',
  email: 'probe@example.test',
  'date-time': '2026-01-31T10:00:00.000Z',
  date: '2026-01-31',
  uri: 'https://example.test/',
};

export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0]);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, sampleOf(child)]));
  }
  if (type === 'array') {
    const count = Math.max(1, Number(schema.minItems ?? 1));
    return Array.from({ length: count }, () => sampleOf(schema.items as Schema | undefined));
  }
  if (type === 'string') {
    const format = STRING_FORMATS[String(schema.format)];
    if (format) return format;
    return 'probe'.padEnd(Number(schema.minLength ?? 0), 'x');
  }
  if (type === 'integer' || type === 'number') return Number(schema.minimum ?? 1);
  if (type === 'boolean') return false;
  return null;
}

/** The paths (keys and array indexes) of every string in `value`. */
export function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

/** A copy of `value` with `replacement` at `at`. */
export function withValueAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
