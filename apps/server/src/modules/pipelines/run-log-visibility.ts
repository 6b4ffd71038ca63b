// What of a run's log a caller sees: a line's `folderContent` (rejected lines of an imported file:
// their text and DuckDB's reasons) stays only for callers who may read that file's folder.
import { PERMISSIONS } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { RunLogRow } from './run-log.js';

type LogRows = RunLogRow[];

/** The folder scope guarding a log line's content, if it has any (import-files.handler.ts logRejected). */
function folderContentScope(detail: unknown): string | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const content = (detail as { folderContent?: { scope?: unknown } }).folderContent;
  return typeof content?.scope === 'string' ? content.scope : undefined;
}

export async function logVisibleTo(access: AccessService, caller: Principal, log: LogRows): Promise<LogRows> {
  const readable = new Map<string, boolean>();
  for (const line of log) {
    const scope = folderContentScope(line.detail);
    if (!scope || readable.has(scope)) continue;
    const resolved = await access.resolve(scope).catch(() => null);
    readable.set(
      scope,
      !!resolved && (await access.permissionsAt(caller, resolved)).has(PERMISSIONS.storageFoldersReader),
    );
  }
  return log.map((line) => {
    const scope = folderContentScope(line.detail);
    if (!scope || readable.get(scope)) return line;
    const { folderContent: _hidden, ...rest } = line.detail as Record<string, unknown>;
    return { ...line, detail: rest };
  });
}
