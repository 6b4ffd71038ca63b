// What RBAC tasks need from the modules that own principals, engagements and storage roots, as small
// interfaces (as modules/building/ports.ts does): the owners implement them in their own folders
// (authorization/rbac-principals.port.ts, engagements/engagement-tenancy.port.ts,
// storage/storage-roots.port.ts) and registry.ts hands them to rbac.module.ts. A read that must see
// the caller's uncommitted writes takes the caller's transaction as `db`.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';

export type PrincipalType = 'User' | 'Application';

export interface PrincipalRef {
  principalType: PrincipalType;
  /** users.id or applications.id */
  principalId: string;
}

export interface TaskPrincipal {
  type: PrincipalType;
  id: string;
  /** e-mail or aadObjectId: how people and the API name the principal. */
  externalId: string;
  name: string;
  /** The directory object id a cloud provider knows the principal by (users may have none). */
  aadObjectId: string | null;
  disabled: boolean;
}

/** Users, applications and their role assignments (the authorization module's). */
export interface RbacPrincipals {
  /** The principal by its id, or undefined when there is none. */
  principal(type: PrincipalType, id: string, db?: Db | Tx): Promise<TaskPrincipal | undefined>;
  /** The id of the user with this e-mail (any case, surrounding spaces ignored). */
  userIdByEmail(email: string): Promise<string | undefined>;
  applicationIdByAadObjectId(aadObjectId: string): Promise<string | undefined>;
  /** Everyone holding a role exactly at one of `scopes`, or anywhere below `under`; each principal once. */
  holders(at: { scopes: string[]; under?: string }, db?: Db | Tx): Promise<PrincipalRef[]>;
  /** The scopes of the principal's role assignments. */
  assignmentScopes(principal: { type: PrincipalType; id: string }): Promise<string[]>;
  /**
   * The name and external id (e-mail or aadObjectId) of the principal a row names through its type
   * and id columns, as SQL a list can select, search and sort by; null for a principal that is gone.
   */
  principalColumns(
    type: AnyPgColumn,
    id: AnyPgColumn,
  ): { name: SQL<string | null>; externalId: SQL<string | null> };
}

/** Engagements and tenants (the engagements module's). */
export interface RbacEngagements {
  /** Ids of the tenant's engagements, or of every engagement when `tenantId` is undefined. */
  engagementIds(tenantId: string | undefined, db?: Db | Tx): Promise<string[]>;
  /** The engagement's tenant, or undefined for an unknown engagement. */
  tenantIdOf(engagementId: string, db?: Db | Tx): Promise<string | undefined>;
  /** The JSON text of the cloud configuration of the engagement's tenant; undefined for an unknown engagement. */
  cloudConfigurationOf(engagementId: string): Promise<string | undefined>;
}

/** The engagement's storage roots, one per storage purpose (the storage module's). */
export interface RbacStorageRoots {
  /** The storage purposes, in the engagement's order. */
  purposes(engagementId: string, db?: Db | Tx): Promise<string[]>;
  /** The JSON text of the purpose's configuration (exact spelling), or undefined when it has none. */
  configurationOf(engagementId: string, purpose: string): Promise<string | undefined>;
}

export interface RbacPorts {
  principals: RbacPrincipals;
  engagements: RbacEngagements;
  storageRoots: RbacStorageRoots;
}
