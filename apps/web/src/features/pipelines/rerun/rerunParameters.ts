// The rerun form's rows and back: a run's parameters as key/value rows the user edits, each value
// either text (sent as the string typed) or JSON (a number, list or object, parsed back). The
// engagement and tenant ids are the server's to fill in, so they are shown but never sent.

/** Parameters the server sets on every run itself; a rerun's body may not change them. */
export const SERVER_FILLED_PARAMETERS = ['EngagementId', 'TenantId'] as const;

export type ParameterValueKind = 'text' | 'json';

export interface ParameterRow {
  key: string;
  kind: ParameterValueKind;
  value: string;
}

const isServerFilled = (key: string) => (SERVER_FILLED_PARAMETERS as readonly string[]).includes(key);

/** The editable rows (strings as typed, anything else as JSON) and the server-filled pairs apart. */
export function parameterRows(parameters: Record<string, unknown>): {
  rows: ParameterRow[];
  serverFilled: [string, unknown][];
} {
  const entries = Object.entries(parameters);
  return {
    rows: entries
      .filter(([key]) => !isServerFilled(key))
      .map(([key, value]) =>
        typeof value === 'string'
          ? { key, kind: 'text', value }
          : { key, kind: 'json', value: JSON.stringify(value ?? null) },
      ),
    serverFilled: entries.filter(([key]) => isServerFilled(key)),
  };
}

/** Whether a JSON row's text parses (the form's rule says so before sending). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The rows as the rerun's parameters; rows without a key and server-filled keys are left out. */
export function parametersOfRows(rows: readonly ParameterRow[]): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key || isServerFilled(key)) continue;
    parameters[key] = row.kind === 'json' ? (JSON.parse(row.value) as unknown) : row.value;
  }
  return parameters;
}
