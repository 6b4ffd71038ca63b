// Run events for the audit log: a run queued (started, rerun) or a cancel asked, written in the
// transaction that does it. A run started by the system (no principal) is recorded as System.
import { engagementScope } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Tx } from '../../db/client.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { RunRow } from './run-presenter.js';

export function recordRunEvent(
  tx: Tx,
  action: string,
  run: RunRow,
  principal: Principal | null,
  detail: Record<string, unknown>,
) {
  return recordAuditEvent(tx, {
    action,
    actor: principal ?? { type: 'System', label: 'Cairn' },
    target: `${run.pipelineName} ${run.id}`,
    scope: engagementScope(run.engagementId),
    detail: { runId: run.id, pipelineName: run.pipelineName, layer: run.layerName, ...detail },
  });
}
