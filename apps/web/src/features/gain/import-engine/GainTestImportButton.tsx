// Hand-off placeholder: the import-engine engineer replaces this with the "Test import configuration"
// button (dry run over the staged files, report shown in a closable box). The import-config
// engineer places it on the Files tab and passes the configuration being edited.
import type { GainImportConfigurationSave, GainProcessType } from '@cairn/contracts';

export interface GainTestImportButtonProps {
  processType: GainProcessType;
  configuration: GainImportConfigurationSave;
}

export function GainTestImportButton(_props: GainTestImportButtonProps) {
  return null;
}
