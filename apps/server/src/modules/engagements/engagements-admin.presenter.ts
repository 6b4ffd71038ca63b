// The only way an engagement row becomes JSON on the admin screens: unknown feature names stored by
// older versions are dropped, not sent.
import {
  ENGAGEMENT_FEATURES,
  engagementAdminSchema,
  type EngagementAbilities,
  type EngagementAdmin,
  type EngagementFeature,
} from '@cairn/contracts';

export interface EngagementAdminRow {
  id: string;
  name: string;
  tenantId: string;
  tenantName: string;
  features: string[];
  resourceIds: string[];
}

const known = (f: string): f is EngagementFeature => (ENGAGEMENT_FEATURES as readonly string[]).includes(f);

export function presentEngagementAdmin(
  row: EngagementAdminRow,
  abilities: EngagementAbilities,
): EngagementAdmin {
  return engagementAdminSchema.parse({
    id: row.id,
    name: row.name,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    features: row.features.filter(known),
    resourceIds: row.resourceIds,
    abilities,
  });
}
