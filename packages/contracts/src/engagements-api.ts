// Engagements administration (admin-console.md sections 2 "Engagements overview" and "Engagement
// details", 3 Engagement, 4 "Resources of an engagement", 5 "New engagement" / "Engagement general",
// 7 Engagements, 8 and 9): the shapes and the section-5 rules written once, checked by the web forms
// and answered by the server as a 400 with their keys.
//
// GET  /api/engagements/admin?page&pageSize&search&sort  -> Paged<EngagementAdmin> (Engagements.Reader somewhere)
// POST /api/engagements              EngagementCreate     -> 201 EngagementAdmin (Engagements.Writer at the tenant; 409 on AWS)
// GET  /api/engagements/:engagementId/admin               -> EngagementAdmin (Engagements.Reader)
// PUT  /api/engagements/:engagementId/admin EngagementUpdate -> EngagementAdmin (Engagements.Writer)
// GET  /api/engagements/:engagementId/tenant-resources    -> EngagementTenantResource[] (Engagements.Reader)
import { z } from 'zod';
import './zod-messages.js';
import { MIN_NAME_LENGTH, type CloudProvider } from './constants.js';
import { ENGAGEMENT_FEATURES, type EngagementFeature } from './features.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import type { FieldProblem } from './roles-api.js';
import { rules, validate, type Rule } from './validation.js';

export const MAX_ENGAGEMENT_NAME_LENGTH = 100;
export const MAX_ENGAGEMENT_RESOURCES = 200;

/**
 * The features the General tab offers (section 3): on AWS gain, node model git, pipelines and two
 * more (storage and input flow, which AWS engagements use for their broker files); elsewhere eight,
 * with dashboards Power BI. Features outside the set stay as they are when saved.
 */
export const SELECTABLE_FEATURES: Record<CloudProvider, readonly EngagementFeature[]> = {
  aws: ['GAIN', 'NodeModelGit', 'Pipelines', 'Storage', 'input-flow'],
  azure: [
    'Dashboards_PowerBi',
    'GAIN',
    'NodeModelGit',
    'Pipelines',
    'Storage',
    'Reporting',
    'Workflow',
    'input-flow',
  ],
};

export const engagementListQuerySchema = pagedQuerySchema(['name', 'createdAt']);

/** What the caller may do with an engagement (the server's engagements-admin.policy.ts). */
export const engagementAbilitiesSchema = z.object({
  update: z.boolean(),
  assignRoles: z.boolean(),
  syncRbac: z.boolean(),
});
export type EngagementAbilities = z.infer<typeof engagementAbilitiesSchema>;

export const engagementAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  features: z.array(z.enum(ENGAGEMENT_FEATURES)),
  resourceIds: z.array(z.string()),
  abilities: engagementAbilitiesSchema,
});
export type EngagementAdmin = z.infer<typeof engagementAdminSchema>;
export const pagedEngagementsAdminSchema = pagedResultSchema(engagementAdminSchema);

export const engagementCreateSchema = z.object({
  name: z.string().max(MAX_ENGAGEMENT_NAME_LENGTH),
  tenantId: z.string().max(100),
});
export type EngagementCreate = z.infer<typeof engagementCreateSchema>;

/** Section 7 "update (engagementId; name, features as JSON text, resourceIds)". */
export const engagementUpdateSchema = z.object({
  name: z.string().max(MAX_ENGAGEMENT_NAME_LENGTH),
  /** JSON text of a list of feature names. */
  features: z.string().max(2000),
  resourceIds: z.array(z.string().max(100)).max(MAX_ENGAGEMENT_RESOURCES),
});
export type EngagementUpdate = z.infer<typeof engagementUpdateSchema>;

/** One row of the Resources tab: a resource of the engagement's tenant. */
export const engagementTenantResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  resourceType: z.string(),
  /** A warehouse or git repository holding another engagement's data: this one cannot select it. */
  ofAnotherEngagement: z.boolean(),
});
export type EngagementTenantResource = z.infer<typeof engagementTenantResourceSchema>;

// --- section 5 rules --------------------------------------------------------------------------

const thisFieldIsRequired: Rule = (v) => (v.trim() === '' ? { key: 'thisFieldIsRequired' } : null);

/** Engagement general: name required, at least 3. */
export const engagementNameRules: Rule[] = [
  thisFieldIsRequired,
  rules.minLength(MIN_NAME_LENGTH),
  rules.maxLength(MAX_ENGAGEMENT_NAME_LENGTH),
];
/** New engagement: the same plus the name-format check (the shared display-name characters). */
export const newEngagementNameRules: Rule[] = [...engagementNameRules, rules.lettersDigitsDashesSpaces];
export const engagementTenantRules: Rule[] = [thisFieldIsRequired];

export function engagementCreateProblems(input: { name: string; tenantId: string }): FieldProblem[] {
  const name = validate(input.name.trim(), ...newEngagementNameRules);
  const tenant = validate(input.tenantId.trim(), ...engagementTenantRules);
  return [
    ...(name ? [{ field: 'name', message: name }] : []),
    ...(tenant ? [{ field: 'tenantId', message: tenant }] : []),
  ];
}

/** The features JSON text as a list, or null when it is not a JSON list of known feature names. */
export function parseFeatures(text: string): EngagementFeature[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    const known = ENGAGEMENT_FEATURES as readonly string[];
    if (!parsed.every((f): f is EngagementFeature => typeof f === 'string' && known.includes(f))) return null;
    return [...new Set(parsed)];
  } catch {
    return null;
  }
}

export function engagementUpdateProblems(input: { name: string; features: string }): FieldProblem[] {
  const name = validate(input.name.trim(), ...engagementNameRules);
  return [
    ...(name ? [{ field: 'name', message: name }] : []),
    ...(parseFeatures(input.features) === null
      ? [{ field: 'features', message: { key: 'invalidValue' } }]
      : []),
  ];
}

/**
 * A storage root the local provider provisioned for a StorageAccount or DataLakeStorage the
 * engagement selected: offered on the Storage tab as an implementation with its configuration.
 * GET /api/engagements/:engagementId/storage-offers -> EngagementStorageOffer[] (Engagements.Reader)
 */
export const engagementStorageOfferSchema = z.object({
  resourceName: z.string(),
  resourceType: z.string(),
  implementation: z.literal('LocalFileSystem'),
  /** JSON text with PathPrefix (and the account name). */
  configuration: z.string(),
});
export type EngagementStorageOffer = z.infer<typeof engagementStorageOfferSchema>;
