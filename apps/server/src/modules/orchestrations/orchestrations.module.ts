// The orchestrations module's services from explicit dependencies (as import.module.ts does):
// definitions, their runs as the API sees them, the orchestrator the workers tick, and its alerts.
// What it needs of other modules is named in ports.ts and adapted here, once.
import { engagementScope, IMPORT_STORAGE_PURPOSE, PERMISSIONS, storageScope } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { OutboundAddresses } from '../../net/outbound-addresses.js';
import { smtpTransport } from '../../net/smtp.js';
import { PermissionHolderDirectory } from '../authorization/permission-holders.port.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import { runOutcomes } from '../pipelines/run-outcomes.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { StorageObjectLookup } from '../storage/object-lookup.js';
import { AlertPreferenceService } from './alert-preferences.service.js';
import { OrchestrationAlerts } from './alerts.js';
import { OrchestrationRunService } from './orchestration-runs.service.js';
import { OrchestrationService } from './orchestrations.service.js';
import { Orchestrator } from './orchestrator.js';
import type { OrchestrationPorts } from './ports.js';

export interface OrchestrationModuleDeps {
  config: Pick<Config, 'mail' | 'outboundAllow' | 'publicUrl' | 'host' | 'port' | 'orchestrator'>;
  access: AccessService;
  engagements: Pick<EngagementService, 'get'>;
  runs: RunService;
  secrets: SecretStore;
}

/** The ports from the services that implement them (also what a test's second orchestrator uses). */
export function orchestrationPorts(db: Db, deps: OrchestrationModuleDeps): OrchestrationPorts {
  const { access, runs } = deps;
  const at = (id: string) => ({ engagementId: id, purpose: IMPORT_STORAGE_PURPOSE });
  const lookup = new StorageObjectLookup(db);
  const permissionsAt = async (caller: Principal, scope: string) => access.heldAt(caller, scope);
  return {
    engagements: deps.engagements,
    access: {
      permissionsAtEngagement: (caller, id) => permissionsAt(caller, engagementScope(id)),
      mayReadImportFolder: async (caller, id, folder) =>
        (await permissionsAt(caller, storageScope(id, IMPORT_STORAGE_PURPOSE, folder))).has(
          PERMISSIONS.storageFoldersReader,
        ),
    },
    importFiles: {
      folderExists: async (id, folder) =>
        !folder.length || (await lookup.foldersAlong(at(id), folder)).length === folder.length,
      arrivedAfter: (id, folder, after) => lookup.files(at(id), { folder, arrivedAfter: after }),
    },
    runs: {
      startForOrchestration: (id, input, recordStep) => runs.startForOrchestration(id, input, recordStep),
      cancelAs: (id, runId, name) => runs.cancelAs(id, runId, name),
      startedBy: (principal) => runs.startedBy(principal),
      outcomes: (id, ids) => runOutcomes(db, id, ids),
    },
    secrets: deps.secrets,
  };
}

export function orchestrationsModule(db: Db, deps: OrchestrationModuleDeps) {
  const { config } = deps;
  const ports = orchestrationPorts(db, deps);
  const orchestrations = new OrchestrationService(db, ports);
  const alertPreferences = new AlertPreferenceService(db);
  const alerts = new OrchestrationAlerts({
    db,
    preferences: alertPreferences,
    secrets: ports.secrets,
    mail: config.mail && { from: config.mail.from, transport: smtpTransport(config.mail) },
    holders: new PermissionHolderDirectory(db),
    outbound: new OutboundAddresses(config.outboundAllow),
    origin:
      config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    webhookBackoffMs: config.orchestrator.webhookBackoffMs,
  });
  return {
    /** Definitions: list, create, update (versions), remove, schedule preview. */
    orchestrations,
    /** Run now, the runs list, detail, cancel, rerun. */
    orchestrationRuns: new OrchestrationRunService(db, ports, orchestrations),
    /** orchestrator.tick() fires due schedules and arrived files, advances open runs and alerts (jobs/orchestrator-loop.ts). */
    orchestrator: new Orchestrator(db, ports, alerts, { leaseSeconds: config.orchestrator.leaseSeconds }),
    /** Which alert e-mails each user receives (their profile page). */
    alertPreferences,
  };
}
