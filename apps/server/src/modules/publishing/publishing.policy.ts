// What a caller may do with an engagement's published branch (outline's policies): publish with
// Pipelines.Write at the engagement, never in a gain engagement (admin-console.md section 2: Publish
// pipelines is hidden for gain).
import { engagementScope, featurePages, PERMISSIONS, type PublishAbilities } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { EngagementLookup } from './ports.js';

export function publishAbilities(permissions: ReadonlySet<string>, isGain: boolean): PublishAbilities {
  return { publish: permissions.has(PERMISSIONS.pipelinesWrite) && !isGain };
}

export async function loadPublishAbilities(
  services: { access: AccessService; engagements: EngagementLookup },
  caller: Principal,
  engagementId: string,
): Promise<PublishAbilities> {
  const { access, engagements } = services;
  const [permissions, { features }] = await Promise.all([
    access.heldAt(caller, engagementScope(engagementId)),
    engagements.get(engagementId),
  ]);
  return publishAbilities(permissions, featurePages(features).isGain);
}
