import type { DashboardCapacityTool } from '@cairn/contracts';

/** Power BI Embedded and Analysis Services status of an engagement (/dashboards). */
export const dashboardCapacityKeys = {
  all: ['dashboardCapacities'] as const,
  status: (engagementId: string, tool: DashboardCapacityTool) =>
    [...dashboardCapacityKeys.all, engagementId, tool] as const,
};
