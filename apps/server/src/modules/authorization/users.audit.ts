// The audit event types of changes to user accounts (users.service.ts), listed so that the audit
// module's per-type test performs each one (audit/security-audit-actions.ts).
export const USER_ACTIONS = [
  'User.Create',
  'User.Update',
  'User.UpdateProfile',
  'User.Deactivate',
  'User.Activate',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
