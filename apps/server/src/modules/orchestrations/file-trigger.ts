// File-arrival triggers (docs/orchestrations.md "Triggers"): files arriving in a folder of the
// engagement's import storage whose names match the orchestration's glob start a run. Each
// orchestration remembers the newest arrival it has seen (files_seen_until); the process whose
// compare-and-set moves it on inserts the run, in the same transaction, so a file starts one run.
import picomatch from 'picomatch';
import { and, eq, isNotNull } from 'drizzle-orm';
import { IMPORT_STORAGE_PURPOSE, type OrchestrationStep } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { orchestrations } from '../../db/schema/orchestrations.js';
import { insertRun, openRunOf } from './orchestration-runs.service.js';
import { folderSegments, WORKFLOW_FEATURE } from './orchestrations.service.js';
import type { OrchestrationPorts } from './ports.js';

const IMPORT_PIPELINE = 'ImportFiles';

export async function fireArrivedFiles(db: Db, ports: OrchestrationPorts) {
  const watching = await db
    .select()
    .from(orchestrations)
    .where(and(eq(orchestrations.deleted, false), isNotNull(orchestrations.filesSeenUntil)));
  for (const row of watching) {
    const trigger = row.definition.fileTrigger;
    if (!trigger || !row.definition.enabled) continue;
    const engagement = await ports.engagements.get(row.engagementId).catch(() => null);
    if (!engagement?.features.includes(WORKFLOW_FEATURE)) continue;
    const folder = folderSegments(trigger.folder);
    const matches = picomatch(trigger.pattern, { nocase: true });
    const arrived = (
      await ports.importFiles.arrivedAfter(row.engagementId, folder, row.filesSeenUntil!)
    ).filter((file) => matches(file.name));
    if (!arrived.length) continue;
    const newest = new Date(Math.max(...arrived.map((f) => f.arrivedAt.getTime())));
    // While a run goes, arrived files wait (overlap skip) rather than being skipped: a skipped file
    // would never be imported. With overlap queue they start a run queued behind it.
    const busy = await openRunOf(db, row.id);
    if (busy && row.definition.overlap === 'skip') continue;
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(orchestrations)
        .set({ filesSeenUntil: newest })
        .where(and(eq(orchestrations.id, row.id), eq(orchestrations.filesSeenUntil, row.filesSeenUntil!)))
        .returning({ id: orchestrations.id });
      if (!taken) return;
      await insertRun(tx, {
        orchestrationId: row.id,
        engagementId: row.engagementId,
        tenantId: row.tenantId,
        version: row.version,
        definition: row.definition,
        trigger: 'file',
        triggerFiles: arrived.map((f) => [...folder, f.name].join('/')),
      });
    });
  }
}

/**
 * A step's parameters in a run started by files: an ImportFiles step that names no files of its own
 * imports the files that arrived.
 */
export function stepParameters(
  step: OrchestrationStep,
  triggerFiles: readonly string[],
): Record<string, unknown> {
  if (step.pipelineName !== IMPORT_PIPELINE || !triggerFiles.length || step.parameters.FilePaths)
    return step.parameters;
  return {
    ...step.parameters,
    FileNames: triggerFiles.map((p) => p.split('/').at(-1)!),
    FilePaths: [...triggerFiles],
    TriggerFileNames: triggerFiles.map((p) => p.split('/').at(-1)!),
    StoragePurpose: IMPORT_STORAGE_PURPOSE,
  };
}
