// What a configuration card nobody has saved stands for on this installation (issue 27), so a new
// engagement's Configuration page says what already works instead of showing empty required fields:
// dashboards are Cairn's own (the provider without a card), the node model lives in a repository
// Cairn keeps (the tenant's provisioned git repository's name when it has one, else the engagement's)
// with its warehouse on the deployment's warehouse server where the processes share no disk (issue 30),
// and pipelines and reporting run in Cairn's own worker (their cards only record a cloud setup, which
// no part of Cairn reads to run). Gain has no default: its card is the gain set-up itself.
import type { ConfigurationInstallDefault, EngagementConfigurationKind } from '@cairn/contracts';

export interface InstallContext {
  engagementName: string;
  /** The name of the engagement's provisioned git repository resource, when it has one. */
  gitRepository: string | null;
  /**
   * The warehouse server an engagement naming none uses (warehouse/engine-choice.ts): the
   * deployment's where its processes share no disk, else none (an embedded DuckDB file).
   */
  warehouseServer: string | null;
}

/** A repository name from the engagement's name: lowercase letters, digits and dashes. */
export const repositoryNameOf = (engagementName: string) =>
  engagementName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'node-model';

export function installDefaultOf(
  kind: EngagementConfigurationKind,
  context: InstallContext,
): ConfigurationInstallDefault | null {
  switch (kind) {
    case 'dashboard':
      return { values: { dashboardToolType: 'Cairn' }, optional: true };
    case 'nodeModel':
      return {
        values: {
          nodeModelPlatformType: 'CairnGit',
          nodeModelPlatformConfiguration: {
            NodeModelRepositoryId: context.gitRepository ?? repositoryNameOf(context.engagementName),
            ...(context.warehouseServer ? { NodeModelSqlServerName: context.warehouseServer } : {}),
          },
        },
        optional: true,
      };
    case 'pipeline':
    case 'reporting':
      return { values: {}, optional: true };
    case 'gain':
      return null;
  }
}
