// The parameters of a gain import run (GAIN_IMPORT_PIPELINE, GAIN_FX_RATE_PIPELINE): the spec's
// gain import request (workspace.md section 4 "gain import": EngagementId, FileNames, FilePaths,
// FilePathsToArchive, TriggerFileNames) plus the configuration version, fixed when the run is queued
// so that the run — and a rerun — shows what it uses. Read defensively: a rerun or POST /runs
// carries whatever was sent.
import { z } from 'zod';
import { IMPORT_STORAGE_PURPOSE, normalizePurpose, type GainProcessType } from '@cairn/contracts';
import { GAIN_FX_RATE_PIPELINE } from '../ports.js';

export const gainImportParametersSchema = z
  .object({
    EngagementId: z.string().optional(),
    /** Names of staged files (used when FilePaths is empty: the staged file of that name). */
    FileNames: z.array(z.string().min(1)).default([]),
    /** Paths inside import storage, slash separated. */
    FilePaths: z.array(z.string().min(1)).default([]),
    FilePathsToArchive: z.array(z.string().min(1)).default([]),
    TriggerFileNames: z.array(z.string()).default([]),
    StoragePurpose: z.string().min(1).overwrite(normalizePurpose).default(IMPORT_STORAGE_PURPOSE),
    /** Cairn's addition: the import configuration version (the promoted one, else the newest, at queueing). */
    ConfigurationVersion: z.number().int().min(0).optional(),
  })
  .refine((p) => p.FilePaths.length > 0 || p.FileNames.length > 0, {
    message: 'FilePaths or FileNames must name at least one file',
  });
export type GainImportParameters = z.output<typeof gainImportParametersSchema>;

export const processTypeOf = (pipelineName: string): GainProcessType =>
  pipelineName === GAIN_FX_RATE_PIPELINE ? 'FxRate' : 'GainData';
