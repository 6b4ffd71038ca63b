import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';
import type { ImportSettingsTarget } from './keys';

export const importAddress = (engagementId: string) => `${pipelinesAddress(engagementId)}/import`;

export function importSettingsAddress(engagementId: string, target: ImportSettingsTarget) {
  const search = new URLSearchParams({ storagePurpose: target.storagePurpose, path: target.path });
  if (target.fileName) search.set('fileName', target.fileName);
  return `${importAddress(engagementId)}/settings?${search.toString()}`;
}
