export interface DataDiffRequest {
  layer: 'model' | 'filtering' | 'labeling' | 'analytical';
  node: string;
  branch: string;
  key: string[];
  page: number;
}

export const dataDiffKeys = {
  all: ['dataDiff'] as const,
  diff: (engagementId: string, request: DataDiffRequest) =>
    [...dataDiffKeys.all, engagementId, request] as const,
};
