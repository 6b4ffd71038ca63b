// A definition saved to the user's disk as the file format (YAML or JSON), to keep in git, send or
// upload elsewhere; the YAML library is loaded only when someone exports.
import type { CairnDashboardDefinition } from '@cairn/contracts';

export type ExportFormat = 'yaml' | 'json';

/** The file name of a definition: its name in safe characters (as the server names a save). */
export function definitionFileName(definition: CairnDashboardDefinition, format: ExportFormat) {
  return `${definition.name.replace(/[^\w.-]+/g, '-').slice(0, 100) || 'dashboard'}.${format === 'yaml' ? 'yaml' : 'json'}`;
}

export async function definitionText(definition: CairnDashboardDefinition, format: ExportFormat) {
  if (format === 'json') return `${JSON.stringify(definition, null, 2)}\n`;
  const { stringify } = await import('yaml');
  return stringify(definition, { lineWidth: 0 });
}

/** Offers the text as a download, as a link to a file would. */
export function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export async function exportDefinition(definition: CairnDashboardDefinition, format: ExportFormat) {
  download(
    await definitionText(definition, format),
    definitionFileName(definition, format),
    format === 'yaml' ? 'application/yaml' : 'application/json',
  );
}
