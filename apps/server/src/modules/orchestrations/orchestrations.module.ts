// The orchestrations module's services from explicit dependencies (as import.module.ts does):
// definitions, their runs as the API sees them, and the orchestrator the workers tick.
import type { Db } from '../../db/client.js';
import { OrchestrationRunService } from './orchestration-runs.service.js';
import { OrchestrationService } from './orchestrations.service.js';
import { Orchestrator, type RunEnded } from './orchestrator.js';
import type { OrchestrationPorts } from './ports.js';
import { AlertPreferenceService } from './alert-preferences.service.js';

export function orchestrationsModule(db: Db, ports: OrchestrationPorts, onEnded?: RunEnded) {
  const orchestrations = new OrchestrationService(db, ports);
  return {
    /** Definitions: list, create, update (versions), remove, schedule preview. */
    orchestrations,
    /** Run now, the runs list, detail, cancel, rerun. */
    orchestrationRuns: new OrchestrationRunService(db, ports, orchestrations),
    /** orchestrator.tick() fires due schedules and advances open runs (jobs/orchestrator-loop.ts). */
    orchestrator: new Orchestrator(db, ports, onEnded),
    /** Which alert e-mails each user receives (their profile page). */
    alertPreferences: new AlertPreferenceService(db),
  };
}
