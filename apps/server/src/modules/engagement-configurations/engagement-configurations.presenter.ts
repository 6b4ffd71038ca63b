// The only way a configuration version becomes JSON: values as stored (secrets are never among them),
// secret fields as set / not set, and what the caller may do.
import type {
  ConfigurationAbilities,
  ConfigurationInstallDefault,
  ConfigurationVersion,
  EngagementConfiguration,
  EngagementConfigurationKind,
} from '@cairn/contracts';
import type { engagementConfigurationVersions } from '../../db/schema/engagement-configurations.js';

export type ConfigurationVersionRow = typeof engagementConfigurationVersions.$inferSelect;

export function presentConfiguration(
  kind: EngagementConfigurationKind,
  newest: ConfigurationVersionRow | undefined,
  secrets: Record<string, boolean>,
  abilities: ConfigurationAbilities,
  installDefault: ConfigurationInstallDefault | null = null,
): EngagementConfiguration {
  return {
    kind,
    version: newest?.version ?? 0,
    timestamp: newest ? newest.createdAt.toISOString() : null,
    updatedByName: newest?.createdByName ?? null,
    values: newest?.values ?? {},
    secrets,
    abilities,
    installDefault,
  };
}

export const presentVersion = (row: ConfigurationVersionRow): ConfigurationVersion => ({
  version: row.version,
  timestamp: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  restoredFrom: row.restoredFrom,
  tag: row.tag,
  values: row.values,
});
