/** RBAC tasks of an engagement (the engagement access screen's Tasks tab). */
export const rbacKeys = {
  all: ['rbac'] as const,
  tasks: (engagementId: string) => [...rbacKeys.all, 'tasks', engagementId] as const,
  taskPage: (engagementId: string, query: object) => [...rbacKeys.tasks(engagementId), query] as const,
};
