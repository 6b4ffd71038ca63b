// What a caller may do with a gain engagement's import configuration (outline's policies): read
// with GAIN.BFF.Configuration.Import.Reader, save and restore with .Writer, both at the engagement;
// nobody edits once the requirements status is SignedOff (workspace.md section 4).
import { PERMISSIONS, type GainImportConfigurationAbilities } from '@cairn/contracts';

export const IMPORT_CONFIGURATION_READ = PERMISSIONS.gainConfigurationImportReader;
export const IMPORT_CONFIGURATION_WRITE = PERMISSIONS.gainConfigurationImportWriter;

export function importConfigurationAbilities(
  held: ReadonlySet<string>,
  signedOff: boolean,
): GainImportConfigurationAbilities {
  const write = held.has(IMPORT_CONFIGURATION_WRITE) && !signedOff;
  return { update: write, restore: write };
}
