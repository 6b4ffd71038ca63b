// The users administration's services from explicit dependencies (as import.module.ts does).
import type { AccessService } from '../../access/access.service.js';
import type { SessionService } from '../../auth/sessions.service.js';
import type { RateLimitService } from '../../auth/rate-limit.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AssignableRoleService } from './assignable-roles.service.js';
import { PasswordLinkService } from './password-links.service.js';
import type { TenancyNames } from './principal-assignments.js';
import { UserService } from './users.service.js';
import { userCredentials } from './user-credentials.js';

export interface UsersModuleDeps {
  config: Config;
  access: AccessService;
  sessions: SessionService;
  /** A user's personal access tokens, ended with their sessions. */
  accessTokens: Parameters<typeof userCredentials>[1];
  /** Set-password links are limited per address like sign-in. */
  rateLimit: RateLimitService;
  /** Scope names (the engagements module's). */
  tenancy: TenancyNames;
}

export function usersModule(db: Db, deps: UsersModuleDeps) {
  const credentials = userCredentials(deps.sessions, deps.accessTokens);
  const passwordLinks = new PasswordLinkService(db, credentials, deps.rateLimit);
  return {
    passwordLinks,
    /** users.updateAuthorization(caller, email, { disabled: true }) ends the user's sessions at once. */
    users: new UserService(db, deps.config, deps.access, credentials, passwordLinks, deps.tenancy),
    assignableRoles: new AssignableRoleService(db),
  };
}
