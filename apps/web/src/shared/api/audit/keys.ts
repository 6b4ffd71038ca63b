/** The audit log (platform admins): pages of events for a filter. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filter: object) => [...auditKeys.lists(), filter] as const,
};
