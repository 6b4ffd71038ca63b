// The only way a user row becomes JSON: no password hash, OIDC subject or token can leave through here.
import type { UserDetail, UserListItem } from '@cairn/contracts';
import { userDetailSchema, userListItemSchema } from '@cairn/contracts';
import type { profiles, users } from '../../db/schema/identity.js';
import type { UserAbilities } from '@cairn/contracts';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'disabled'>;

export function presentUserListItem(user: UserRow, abilities: UserAbilities): UserListItem {
  return userListItemSchema.parse({
    id: user.id,
    name: user.name,
    email: user.email,
    disabled: user.disabled,
    abilities,
  });
}

export function presentUserDetail(
  user: typeof users.$inferSelect,
  profile: typeof profiles.$inferSelect,
  abilities: UserAbilities,
): UserDetail {
  return userDetailSchema.parse({
    ...presentUserListItem(user, abilities),
    aadObjectId: user.aadObjectId,
    hasPassword: user.passwordHash !== null,
    profile: {
      displayName: profile.displayName,
      language: profile.language,
      templateName: profile.templateName,
      jobTitle: profile.jobTitle,
    },
  });
}
