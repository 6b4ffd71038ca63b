// One Azure (Entra ID) client-credentials block for every integration that calls Azure: the RBAC,
// deployment, costs and dashboard capacity providers and the Power BI API. Declared once here; each
// integration gets the same credentials (Power BI with its own resource as the token's audience).
import { z } from 'zod';
import { envVar, type EnvArea } from './env-helpers.js';
import type { AzureCredentials } from './types.js';

export const azureEnv = {
  title: 'Azure credentials (shared by every Azure integration)',
  vars: {
    CAIRN_AZURE_TENANT_ID: envVar(
      z
        .string()
        .trim()
        .regex(/^[0-9a-fA-F-]{36}$|^[a-z0-9.-]+$/, 'must be a directory (tenant) id or domain')
        .optional(),
      'Entra ID directory (tenant) id of the client-credentials token every `azure` provider and the Power BI API use',
    ),
    CAIRN_AZURE_CLIENT_ID: envVar(
      z.string().trim().min(1).optional(),
      "that application's (client) id; for the `azure` RBAC provider it needs User Access Administrator on the tenants' resource groups",
    ),
    CAIRN_AZURE_CLIENT_SECRET: envVar(
      z.string().min(1).optional(),
      "that application's client secret; never returned by the API",
    ),
    CAIRN_AZURE_AUTHORITY_HOST: envVar(
      z.url().default('https://login.microsoftonline.com'),
      'Entra ID address (sovereign clouds, tests)',
    ),
    CAIRN_AZURE_MANAGEMENT_URL: envVar(
      z.url().default('https://management.azure.com'),
      'Azure Resource Manager address (sovereign clouds, tests)',
    ),
  },
} satisfies EnvArea;

/** The Azure variables as parsed (config.ts's environment). */
interface AzureEnv {
  CAIRN_AZURE_TENANT_ID?: string;
  CAIRN_AZURE_CLIENT_ID?: string;
  CAIRN_AZURE_CLIENT_SECRET?: string;
  CAIRN_AZURE_AUTHORITY_HOST: string;
  CAIRN_AZURE_MANAGEMENT_URL: string;
}

/** The settings that switch an integration to Azure, in the order their problems are reported. */
export const AZURE_PROVIDER_SETTINGS = [
  'CAIRN_DEPLOYMENT_PROVIDER',
  'CAIRN_COSTS_PROVIDER',
  'CAIRN_DASHBOARD_CAPACITY_PROVIDER',
  'CAIRN_RBAC_PROVIDER',
] as const;

const CREDENTIALS = ['CAIRN_AZURE_TENANT_ID', 'CAIRN_AZURE_CLIENT_ID', 'CAIRN_AZURE_CLIENT_SECRET'] as const;

/** The problem lines when a provider is `azure` and a credential is missing (the first such provider). */
export function azureCredentialsProblem(
  e: AzureEnv & Record<(typeof AZURE_PROVIDER_SETTINGS)[number], string>,
): string | undefined {
  const missing = CREDENTIALS.filter((k) => !e[k]);
  if (missing.length === 0) return undefined;
  const setting = AZURE_PROVIDER_SETTINGS.find((s) => e[s] === 'azure');
  if (!setting) return undefined;
  return missing.map((k) => `  ${k}: required when ${setting} is azure`).join('\n');
}

/** The credentials when all three are set; endpoints without their trailing slash. */
export function azureCredentials(e: AzureEnv): AzureCredentials | undefined {
  if (!e.CAIRN_AZURE_TENANT_ID || !e.CAIRN_AZURE_CLIENT_ID || !e.CAIRN_AZURE_CLIENT_SECRET) return undefined;
  return {
    tenantId: e.CAIRN_AZURE_TENANT_ID,
    clientId: e.CAIRN_AZURE_CLIENT_ID,
    clientSecret: e.CAIRN_AZURE_CLIENT_SECRET,
    authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
    managementUrl: e.CAIRN_AZURE_MANAGEMENT_URL.replace(/\/$/, ''),
  };
}
