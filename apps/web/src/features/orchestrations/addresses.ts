// Where the workflow pages live (the menu entry's own address is menuRoutes' '/workflow').
export const WORKFLOW_ADDRESS = '/workflow';
export const NEW_ORCHESTRATION_ADDRESS = '/workflow/new';
export const orchestrationAddress = (orchestrationId: string) =>
  `/workflow/${encodeURIComponent(orchestrationId)}`;
export const orchestrationRunAddress = (runId: string) => `/workflow/runs/${encodeURIComponent(runId)}`;
