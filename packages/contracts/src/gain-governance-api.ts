// The Gain area's governance calls (admin-console.md section 2 "Gain area", 3 "Promotion",
// "Requirements status entry", 4, 5 and 7): requirements status and promotions. The entities'
// fields are in gain.ts; here are the request and answer shapes with what the caller may do.
import { z } from 'zod';
import './zod-messages.js';
import { GAIN_PROCESS_TYPES, PROMOTION_STATUSES } from './gain.js';
import { REQUIREMENTS_STATUSES } from './permissions.js';
import { VALIDATION_MESSAGES_EN } from './validation.js';

/** Revert comment and requirements status message: required (admin-console.md section 5). */
const requiredText = z
  .string({ error: VALIDATION_MESSAGES_EN.thisFieldIsRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES_EN.thisFieldIsRequired })
  .max(2000);

export const SIGNED_OFF_STATUS = REQUIREMENTS_STATUSES.indexOf('SignedOff');

export const requirementsStatusEntrySchema = z.object({
  /** Index into REQUIREMENTS_STATUSES. */
  requirementsStatus: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  message: z.string().nullable(),
});

export const requirementsStatusSchema = z.object({
  /** Index into REQUIREMENTS_STATUSES of the newest entry; NotStarted (0) when nothing was set yet. */
  requirementsStatus: z.number().int(),
  /** The newest entry, null when nothing was set yet. */
  current: requirementsStatusEntrySchema.nullable(),
  /** Newest first. */
  history: z.array(requirementsStatusEntrySchema),
  abilities: z.object({
    /** Any status may be set by the caller and the engagement is not signed off. */
    update: z.boolean(),
    /** Per status name: the caller holds GAIN.BFF.RequirementsStatus.Writer.<status>. */
    setStatus: z.record(z.enum(REQUIREMENTS_STATUSES), z.boolean()),
    /** The engagement is signed off and the caller holds GAIN.BFF.RequirementsStatus.SignOff.Revert at the platform. */
    revertSignOff: z.boolean(),
  }),
});
export type RequirementsStatusAnswer = z.infer<typeof requirementsStatusSchema>;

export const requirementsStatusUpdateSchema = z.object({
  requirementsStatus: z
    .number({ error: VALIDATION_MESSAGES_EN.thisFieldIsRequired })
    .int()
    .min(0)
    .max(REQUIREMENTS_STATUSES.length - 1),
  message: requiredText,
});
export type RequirementsStatusUpdate = z.infer<typeof requirementsStatusUpdateSchema>;

/** Why an Admin lifts a sign-off: kept as the new status entry's message and in the audit log. */
export const signOffRevertSchema = z.object({ reason: requiredText });
export type GainSignOffRevert = z.infer<typeof signOffRevertSchema>;

export const gainProcessTypeQuerySchema = z.object({
  processType: z.enum(GAIN_PROCESS_TYPES).default('GainData'),
});

export const promotionSchema = z.object({
  promotionId: z.string(),
  processType: z.enum(GAIN_PROCESS_TYPES),
  sourceVersion: z.number().int(),
  /** Index into PROMOTION_STATUSES. */
  status: z
    .number()
    .int()
    .min(0)
    .max(PROMOTION_STATUSES.length - 1),
  promotedAt: z.string(),
  createdBy: z.string().nullable(),
  comment: z.string().nullable(),
  /** Why a promotion failed (the test import's report), else null. */
  statusMessage: z.string().nullable(),
  abilities: z.object({
    /** This is the latest finished promotion, a target exists, nothing is in progress, caller may write. */
    revert: z.boolean(),
  }),
  /** This promotion's version is what a revert of the latest finished one restores (the Target label). */
  isRevertTarget: z.boolean(),
});
export type GainPromotionAnswer = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({
  /** Newest first. */
  results: z.array(promotionSchema),
  inProgress: z.boolean(),
  /** The version gain import runs use (the newest successful promotion), null = the newest version. */
  versionForRuns: z.number().int().nullable(),
  abilities: z.object({ promote: z.boolean() }),
});
export type GainPromotionList = z.infer<typeof promotionListSchema>;

export const promoteSchema = z.object({
  processType: z.enum(GAIN_PROCESS_TYPES).default('GainData'),
  sourceVersion: z.number({ error: VALIDATION_MESSAGES_EN.thisFieldIsRequired }).int().min(1),
  comment: z.string().trim().max(2000).nullish(),
});
export type GainPromote = z.infer<typeof promoteSchema>;

export const promotionRevertSchema = z.object({
  promotionId: z.string().min(1).max(100),
  comment: requiredText,
});
export type GainPromotionRevert = z.infer<typeof promotionRevertSchema>;

/** Whether the engagement's editing is locked by its sign-off (any engagement reader may ask). */
export const gainSignOffSchema = z.object({ signedOff: z.boolean() });
