// The orchestrations module's services from explicit dependencies (as import.module.ts does):
// definitions, their runs as the API sees them, the orchestrator the workers tick, and its alerts.
import type { Db } from '../../db/client.js';
import { AlertPreferenceService } from './alert-preferences.service.js';
import { OrchestrationAlerts, type AlertDeps } from './alerts.js';
import { OrchestrationRunService } from './orchestration-runs.service.js';
import { OrchestrationService } from './orchestrations.service.js';
import { Orchestrator } from './orchestrator.js';
import type { OrchestrationPorts } from './ports.js';

export type OrchestrationAlertDeps = Omit<AlertDeps, 'db' | 'preferences' | 'secrets'>;

export function orchestrationsModule(db: Db, ports: OrchestrationPorts, alertDeps: OrchestrationAlertDeps) {
  const orchestrations = new OrchestrationService(db, ports);
  const alertPreferences = new AlertPreferenceService(db);
  const alerts = new OrchestrationAlerts({
    ...alertDeps,
    db,
    preferences: alertPreferences,
    secrets: ports.secrets,
  });
  return {
    /** Definitions: list, create, update (versions), remove, schedule preview. */
    orchestrations,
    /** Run now, the runs list, detail, cancel, rerun. */
    orchestrationRuns: new OrchestrationRunService(db, ports, orchestrations),
    /** orchestrator.tick() fires due schedules, advances open runs and alerts (jobs/orchestrator-loop.ts). */
    orchestrator: new Orchestrator(db, ports, alerts),
    /** Which alert e-mails each user receives (their profile page). */
    alertPreferences,
  };
}
