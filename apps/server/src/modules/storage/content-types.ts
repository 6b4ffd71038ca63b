// The content type a stored file is served with, from its extension only: what the uploader's
// browser claimed is never trusted, so a file called report.csv sent as text/html is still a CSV.
// Anything not on the list is application/octet-stream (a download, never rendered).
const BY_EXTENSION: Record<string, string> = {
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.sql': 'application/sql',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.parquet': 'application/vnd.apache.parquet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return FALLBACK_CONTENT_TYPE;
  return BY_EXTENSION[fileName.slice(dot).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}
