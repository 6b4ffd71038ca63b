// Tenants administration (admin-console.md sections 2 "Tenants overview" and "Tenant details", 3
// Tenant and Tenant resource, 4, 5, 7 Tenants / Tenant resources / Tenant engagements, 8 and 9): the
// shapes, and the section-5 rules written once: the web forms check them on blur, the server answers
// a 400 with their keys.
//
// GET    /api/tenants?page&pageSize&search&sort       -> Paged<Tenant>  (tenants where the caller holds Infra.Tenant.Reader)
// POST   /api/tenants                 TenantCreate    -> 201 Tenant     (Infra.Tenant.Writer at /platform; 409 on AWS)
// GET    /api/tenants/:tenantId                       -> Tenant         (Reader at the tenant)
// PUT    /api/tenants/:tenantId       TenantUpdate    -> Tenant         (Writer at the tenant; 409 while locked)
// DELETE /api/tenants/:tenantId                       -> 204            (Writer; 409 locked, not removable or engagements left)
// GET    /api/tenants/:tenantId/resources             -> TenantResource[]
// PUT    /api/tenants/:tenantId/resources TenantResourcesSave -> TenantResource[] (the section-4 diff, one transaction)
// GET    /api/tenants/:tenantId/engagements           -> TenantEngagement[]
// GET    /api/tenants/:tenantId/assignments?principalType -> AggregatedAssignment[] (Authorization.Reader at the tenant)
import { z } from 'zod';
import './zod-messages.js';
import { MIN_NAME_LENGTH, RESOURCE_GROUP_NAME } from './constants.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import type { FieldProblem } from './roles-api.js';
import { privateEndpointsProblems } from './tenant-resource-endpoints.js';
import {
  newResourceNameProblem,
  resourceNameProblem,
  resourceTagProblem,
  TENANT_RESOURCE_TYPES,
} from './tenant-resources.js';
import { rules, validate, type Rule, type RuleMessage } from './validation.js';

/** Section 3: 0 unspecified, 1 Microsoft Azure (the default), 2 Amazon AWS. */
export const TENANT_CLOUD_PROVIDER = { unspecified: 0, azure: 1, aws: 2 } as const;
/** Section 4 / 9: deploymentStatus 1 means a deployment is in progress and locks the tenant. */
export const DEPLOYMENT_STATUS_IN_PROGRESS = 1;
export const isTenantLocked = (tenant: { deploymentStatus: number }) =>
  tenant.deploymentStatus === DEPLOYMENT_STATUS_IN_PROGRESS;
/** The 409's words while a deployment runs, also the tooltip's (web key adminTenants.locked). */
export const TENANT_LOCKED_MESSAGE = 'page locked because deployment in progress';
export const MAX_TENANT_NAME_LENGTH = 100;
export const MAX_CLOUD_CONFIGURATION_LENGTH = 20_000;
/** A resource's configuration (decoded): generous for a JSON object of flags and names. */
export const MAX_RESOURCE_CONFIGURATION_LENGTH = 100_000;
export const MAX_TENANT_RESOURCES = 200;

export const tenantListQuerySchema = pagedQuerySchema(['name', 'createdAt']);

/** What the caller may do with a tenant (the server's tenants.policy.ts); writes are false while locked. */
export const tenantAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  compose: z.boolean(),
  deploy: z.boolean(),
  assignRoles: z.boolean(),
});
export type TenantAbilities = z.infer<typeof tenantAbilitiesSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  cloudProvider: z.number().int(),
  /** JSON text with SubscriptionId and ResourceGroupName (other keys kept). */
  cloudConfiguration: z.string(),
  /** From cloudConfiguration, '' when absent. */
  subscriptionId: z.string(),
  /** From cloudConfiguration, with its prefix as stored ('' when absent). */
  resourceGroupName: z.string(),
  /** The directory (Entra ID tenant) the subscription trusts: ActiveDirectoryId of cloudConfiguration. */
  activeDirectoryId: z.string(),
  isRemovable: z.boolean(),
  deploymentStatus: z.number().int(),
  abilities: tenantAbilitiesSchema,
});
export type Tenant = z.infer<typeof tenantSchema>;
export const pagedTenantsSchema = pagedResultSchema(tenantSchema);

/** New tenant modal (section 2): name and removable; the provider defaults to Microsoft Azure. */
export const tenantCreateSchema = z.object({
  name: z.string().max(MAX_TENANT_NAME_LENGTH),
  isRemovable: z.boolean().default(true),
  cloudConfiguration: z.string().max(MAX_CLOUD_CONFIGURATION_LENGTH).optional(),
});
export type TenantCreate = z.input<typeof tenantCreateSchema>;

/**
 * General tab's Save: the name, and the cloud configuration with its edited keys given apart
 * (the server writes them into the JSON; `resourceGroupName` carries the prefix, added on save).
 */
export const tenantUpdateSchema = z.object({
  name: z.string().max(MAX_TENANT_NAME_LENGTH),
  cloudConfiguration: z.string().max(MAX_CLOUD_CONFIGURATION_LENGTH),
  subscriptionId: z.string().max(100).default(''),
  resourceGroupName: z.string().max(100).default(''),
  activeDirectoryId: z.string().max(100).default(''),
});
export type TenantUpdate = z.input<typeof tenantUpdateSchema>;

export const tenantResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  resourceType: z.string(),
  tag: z.string(),
  /** JSON text. */
  configuration: z.string(),
});
export type TenantResource = z.infer<typeof tenantResourceSchema>;

/** One card of the Compose tab as Save sends it: without id it is new; configuration base64 of JSON text. */
export const tenantResourceInputSchema = z.object({
  id: z.string().max(100).optional(),
  name: z.string().max(200),
  resourceType: z.string().max(100),
  tag: z.string().max(1000),
  configurationBase64: z.string().max(Math.ceil((MAX_RESOURCE_CONFIGURATION_LENGTH * 4) / 3) + 4),
});
export type TenantResourceInput = z.infer<typeof tenantResourceInputSchema>;

export const tenantResourcesSaveSchema = z.object({
  resources: z.array(tenantResourceInputSchema).max(MAX_TENANT_RESOURCES),
});
export type TenantResourcesSave = z.infer<typeof tenantResourcesSaveSchema>;

export const tenantEngagementSchema = z.object({ id: z.string(), name: z.string() });
export type TenantEngagement = z.infer<typeof tenantEngagementSchema>;

// --- the resource group name's fixed prefix ---------------------------------------------------

/** 'NL-ETP-' + the first letter of the environment + '-' ('Development' -> 'NL-ETP-D-'). */
export function resourceGroupPrefix(environment: string): string {
  const letter = environment.trim().charAt(0).toUpperCase();
  return `${RESOURCE_GROUP_NAME.prefix}${letter}-`;
}

/** Added on save: '' stays '' (no resource group chosen yet). */
export function withResourceGroupPrefix(environment: string, name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? '' : `${resourceGroupPrefix(environment)}${trimmed}`;
}

/** Removed on load: the part the user edits. A name stored without the prefix is shown whole. */
export function withoutResourceGroupPrefix(environment: string, stored: string): string {
  const prefix = resourceGroupPrefix(environment);
  return stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
}

// --- section 5 rules --------------------------------------------------------------------------

const thisFieldIsRequired: Rule = (v) => (v.trim() === '' ? { key: 'thisFieldIsRequired' } : null);

export const tenantNameRules: Rule[] = [
  thisFieldIsRequired,
  rules.minLength(MIN_NAME_LENGTH),
  rules.maxLength(MAX_TENANT_NAME_LENGTH),
  // The spec's "shared name check": the characters of the other display names (roles, engagements).
  rules.lettersDigitsDashesSpaces,
];

/** The part after the prefix: empty (none yet) or 3 to 24 characters, letters, digits, '-' and '_'. */
export const resourceGroupNameRules: Rule[] = [
  (v) => (v !== '' && v.length < RESOURCE_GROUP_NAME.min ? { key: 'resourceGroupTooShort' } : null),
  (v) => (v.length > RESOURCE_GROUP_NAME.max ? { key: 'resourceGroupTooLong' } : null),
  rules.lettersDigitsDashUnderscore,
];

export const subscriptionIdRules: Rule[] = [rules.guid];
/** Active directory id (section 3, "tenant ID, active directory ID"): empty or a GUID. */
export const activeDirectoryIdRules: Rule[] = [rules.guid];

/** The Configuration modal's text: valid JSON, and an object (the keys live in it). */
export const cloudConfigurationRule: Rule = (v) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : { key: 'invalidJson' };
  } catch {
    return { key: 'invalidJson' };
  }
};

const problem = (field: string, message: RuleMessage | null): FieldProblem[] =>
  message ? [{ field, message }] : [];

export function tenantCreateProblems(input: { name: string; cloudConfiguration?: string }): FieldProblem[] {
  return [
    ...problem('name', validate(input.name.trim(), ...tenantNameRules)),
    ...(input.cloudConfiguration === undefined
      ? []
      : problem('cloudConfiguration', cloudConfigurationRule(input.cloudConfiguration))),
  ];
}

/** `resourceGroupName` here is the edited part, without the prefix. */
export function tenantGeneralProblems(input: {
  name: string;
  cloudConfiguration: string;
  subscriptionId: string;
  resourceGroupName: string;
  activeDirectoryId: string;
}): FieldProblem[] {
  return [
    ...problem('name', validate(input.name.trim(), ...tenantNameRules)),
    ...problem('cloudConfiguration', cloudConfigurationRule(input.cloudConfiguration)),
    ...problem('subscriptionId', validate(input.subscriptionId.trim(), ...subscriptionIdRules)),
    ...problem('resourceGroupName', validate(input.resourceGroupName.trim(), ...resourceGroupNameRules)),
    ...problem('activeDirectoryId', validate(input.activeDirectoryId.trim(), ...activeDirectoryIdRules)),
  ];
}

/** The keys of a tenant's cloud configuration the General tab edits ('' when absent or malformed). */
export function cloudConfigurationKeys(text: string): {
  subscriptionId: string;
  resourceGroupName: string;
  activeDirectoryId: string;
} {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      subscriptionId: str(parsed?.SubscriptionId),
      resourceGroupName: str(parsed?.ResourceGroupName),
      activeDirectoryId: str(parsed?.ActiveDirectoryId),
    };
  } catch {
    return { subscriptionId: '', resourceGroupName: '', activeDirectoryId: '' };
  }
}

// --- resources ------------------------------------------------------------------------------

const KNOWN_TYPES = new Set<string>(TENANT_RESOURCE_TYPES);

/** A card's configuration: a JSON object, whose privateEndpoints (if any) are IPs and host names. */
function configurationProblems(configuration: string | null): FieldProblem[] {
  const json = configuration === null ? { key: 'invalidJson' } : cloudConfigurationRule(configuration);
  if (json) return problem('configuration', json);
  return privateEndpointsProblems(JSON.parse(configuration!) as Record<string, unknown>).map((p) => ({
    field: `configuration.${p.field}`,
    message: p.message,
  }));
}

/**
 * The section-5 rules of one card and the uniqueness of names in the whole list (case-insensitive:
 * cloud resource names are), with fields as `resources.<index>.<field>`. `configuration` is the
 * decoded JSON text (null when it was not valid base64 / UTF-8).
 */
export function tenantResourcesProblems(
  resources: { id?: string; name: string; resourceType: string; tag: string; configuration: string | null }[],
  /** The installation's environment: a new resource's name must include it. */
  environment: string,
): FieldProblem[] {
  const seen = new Map<string, number>();
  return resources.flatMap((r, i) => {
    const at = (field: string) => `resources.${i}.${field}`;
    const name = r.name.trim();
    const key = name.toLowerCase();
    const duplicate = seen.has(key);
    if (!duplicate) seen.set(key, i);
    return [
      ...problem(at('resourceType'), KNOWN_TYPES.has(r.resourceType) ? null : { key: 'invalidValue' }),
      ...problem(
        at('name'),
        (r.id === undefined ? newResourceNameProblem(name, environment) : resourceNameProblem(name)) ??
          (duplicate ? { key: 'resourceNameTaken' } : null),
      ),
      ...problem(at('tag'), resourceTagProblem(r.tag)),
      ...configurationProblems(r.configuration).map((p) => ({ ...p, field: at(p.field) })),
    ];
  });
}
