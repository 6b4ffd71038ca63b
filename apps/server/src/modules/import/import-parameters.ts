// The parameters of an ImportFiles run: the spec's import pipeline request (s.3) plus the storage
// purpose the files are in. Runs keep their parameters as JSON, so a handler reads them defensively
// (a rerun, or a run started through POST /runs, carries whatever was sent).
import { z } from 'zod';
import { IMPORT_STORAGE_PURPOSE, normalizePurpose } from '@cairn/contracts';

export const IMPORT_PIPELINE = 'ImportFiles';

export const importParametersSchema = z.object({
  /** Always the run's own engagement (the engine sets it); the handler uses the run's. */
  EngagementId: z.string().optional(),
  FileNames: z.array(z.string()).default([]),
  /** Paths inside the storage purpose, slash separated: 'f-payroll/payroll_2026.csv'. */
  FilePaths: z.array(z.string().min(1)).min(1),
  FilePathsToArchive: z.array(z.string()).default([]),
  TriggerFileNames: z.array(z.string()).default([]),
  /** Cairn's addition: which storage the paths are in (the spec's import is always 'import'). */
  StoragePurpose: z.string().min(1).overwrite(normalizePurpose).default(IMPORT_STORAGE_PURPOSE),
});
export type ImportParameters = z.input<typeof importParametersSchema>;
