import { IMPORT_STORAGE_PURPOSE } from '@cairn/contracts';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useStorageConfigurations } from '../../shared/api/storage/useStorageConfigurations';
import { importTabs, type ImportAreaInput } from './importTabs';

/** What the Import area's tabs and redirects depend on; `ready` once the storage list is known. */
export function useImportArea() {
  const { engagementId, pages, flags } = useEngagementWorkspace();
  const configurations = useStorageConfigurations(pages.showStoragePages ? engagementId : null);
  const input: ImportAreaInput = {
    pages,
    hasImportStorage: !!configurations.data?.some((c) => c.storagePurpose === IMPORT_STORAGE_PURPOSE),
    canReadPipelines: flags.canReadEngagementPipelines,
  };
  const ready = !pages.showStoragePages || !configurations.isPending;
  return { input, tabs: importTabs(input), ready, isGain: pages.isGain };
}
