// Addresses of the pipelines service (packages/contracts/src/pipelines-api.ts lists the routes).

export const pipelinesAddress = (engagementId: string) =>
  `/api/pipelines/engagements/${encodeURIComponent(engagementId)}`;

export const runAddress = (engagementId: string, runId: string) =>
  `${pipelinesAddress(engagementId)}/runs/${encodeURIComponent(runId)}`;

export const tablePreviewAddress = (engagementId: string, schema: string, table: string) =>
  `${pipelinesAddress(engagementId)}/warehouse/tables/${encodeURIComponent(schema)}/${encodeURIComponent(table)}/preview`;
