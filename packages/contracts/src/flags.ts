// The spec's permission flags (workspace.md section 6), derived from "query my permissions with a
// scope". The web app reads these; it never re-derives role logic.
import { PERMISSIONS as P } from './permissions.js';

export interface PermissionEntry {
  name: string;
  allowed: boolean;
}

export const allowed = (entries: readonly PermissionEntry[] | undefined, name: string) =>
  !!entries?.some((e) => e.name === name && e.allowed);

export interface GlobalFlags {
  canReadGlobalUsers: boolean;
  canReadGlobalTenants: boolean;
  canReadGlobalEngagements: boolean;
  canReadGlobalAuthorization: boolean;
  /** The Feedback screen (issue 26): feedback and help requests of every user. */
  canReadFeedback: boolean;
  canWriteFeedback: boolean;
}

export function globalFlags(platform: readonly PermissionEntry[] | undefined): GlobalFlags {
  return {
    canReadGlobalUsers: allowed(platform, P.usersReader),
    canReadGlobalTenants: allowed(platform, P.infraTenantReader),
    canReadGlobalEngagements: allowed(platform, P.engagementsReader),
    canReadGlobalAuthorization: allowed(platform, P.authorizationReader),
    canReadFeedback: allowed(platform, P.feedbackReader),
    canWriteFeedback: allowed(platform, P.feedbackWriter),
  };
}

export interface EngagementFlags {
  canReadEngagementAuthorization: boolean;
  canReadEngagementRbacTasks: boolean;
  canWriteEngagementAuthorization: boolean;
  canApplyEngagementRbac: boolean;
  canReadEngagementStorageFolders: boolean;
  canWriteEngagementStorageFolders: boolean;
  canReadEngagementNodeModelGit: boolean;
  canWriteEngagementNodeModelGit: boolean;
  canReadEngagementPipelines: boolean;
  canStartEngagementPipelines: boolean;
  canWriteEngagementPipelines: boolean;
  canReadEngagementPowerBiDashboards: boolean;
  canWriteEngagementPowerBiDashboards: boolean;
  canReadGainImportConfiguration: boolean;
  canWriteGainImportConfiguration: boolean;
  canWriteConnectorsConfiguration: boolean;
  canReadTenantCosts: boolean;
}

export function engagementFlags(entries: readonly PermissionEntry[] | undefined): EngagementFlags {
  const a = (name: string) => allowed(entries, name);
  return {
    canReadEngagementAuthorization: a(P.authorizationReader),
    canReadEngagementRbacTasks: a(P.rbacTasksRead),
    canWriteEngagementAuthorization: a(P.authorizationWriter),
    canApplyEngagementRbac: a(P.rbacApply),
    canReadEngagementStorageFolders: a(P.storageFoldersReader),
    canWriteEngagementStorageFolders: a(P.storageFoldersWriter),
    canReadEngagementNodeModelGit: a(P.nodeModelGitRead),
    canWriteEngagementNodeModelGit: a(P.nodeModelGitWrite),
    canReadEngagementPipelines: a(P.pipelinesRead),
    canStartEngagementPipelines: a(P.pipelinesStart),
    canWriteEngagementPipelines: a(P.pipelinesWrite),
    canReadEngagementPowerBiDashboards: a(P.dashboardingPowerBiReader),
    canWriteEngagementPowerBiDashboards: a(P.dashboardingPowerBiWriter),
    canReadGainImportConfiguration: a(P.gainConfigurationImportReader),
    canWriteGainImportConfiguration: a(P.gainConfigurationImportWriter),
    canWriteConnectorsConfiguration: a(P.connectorsConfigurationWriter),
    canReadTenantCosts: a(P.infraCostsReader),
  };
}
