import type { CurrentUser } from '@cairn/contracts';
import { currentUserSchema } from '@cairn/contracts';
import type { profiles, users } from '../../db/schema/identity.js';

/** The only way a user row becomes the CurrentUser JSON: no hash or secret can leak through here. */
export function presentCurrentUser(
  user: typeof users.$inferSelect,
  profile: typeof profiles.$inferSelect,
  tenantStatus: CurrentUser['tenantStatus'],
): CurrentUser {
  const version = profile.imageUpdatedAt?.getTime() ?? 0;
  return currentUserSchema.parse({
    id: user.id,
    displayName: profile.displayName,
    email: user.email,
    eulaAcceptedDate: profile.eulaAcceptedAt?.toISOString() ?? null,
    jobTitle: profile.jobTitle,
    language: profile.language,
    lastLoginDate: profile.lastLoginAt?.toISOString() ?? null,
    profileImage: `/api/profile/me/picture?size=48&v=${version}`,
    templateName: profile.templateName,
    tenantStatus,
    currentEngagementId: profile.currentEngagementId,
  });
}
