// The applications administration's services from explicit dependencies (as import.module.ts does).
import type { AccessService } from '../../access/access.service.js';
import type { SessionService } from '../../auth/sessions.service.js';
import type { Db } from '../../db/client.js';
import { ApplicationSecretService } from './application-secrets.service.js';
import { ApplicationService } from './applications.service.js';
import type { TenancyNames } from './principal-assignments.js';

export interface ApplicationsModuleDeps {
  access: AccessService;
  sessions: SessionService;
  /** Scope names (the engagements module's). */
  tenancy: TenancyNames;
}

export function applicationsModule(db: Db, deps: ApplicationsModuleDeps) {
  const applications = new ApplicationService(db, deps.access, deps.sessions, deps.tenancy);
  return {
    /** applications.setDisabled(id, true) / delete(...) end the application's bearer tokens at once. */
    applications,
    /** applicationSecrets.revoke(caller, aadObjectId, secretId) ends the tokens that secret issued at once. */
    applicationSecrets: new ApplicationSecretService(db, applications, deps.sessions),
  };
}
