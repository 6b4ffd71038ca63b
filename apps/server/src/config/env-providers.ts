// The cloud-facing providers: RBAC tasks, deployments, costs, dashboard capacities and Power BI.
// Each has a `local` implementation (the default) and an `azure` one that uses azure.ts's credentials.
import { z } from 'zod';
import { envVar, positiveInt, type EnvArea } from './env-helpers.js';

/** Prices of the local cost provider (modules/costs/rate-card.ts), in CAIRN_COSTS_CURRENCY. */
export const rateCardSchema = z.object({
  storageGbMonth: z.number().min(0).default(0.02),
  warehouseGbMonth: z.number().min(0).default(0.12),
  pipelineHour: z.number().min(0).default(0.3),
});
export type RateCard = z.infer<typeof rateCardSchema>;

const provider = z.enum(['local', 'azure']).default('local');
const NEEDS_AZURE = 'needs the `CAIRN_AZURE_*` credentials';

export const providersEnv = {
  title: 'Providers: RBAC, deployments, costs, dashboards',
  vars: {
    CAIRN_RBAC_PROVIDER: envVar(
      provider,
      `who applies RBAC tasks (queued after role assignment changes, not on AWS): \`local\` writes the grants Cairn's storage, warehouse and node model reads consult; \`azure\` creates and removes Azure role assignments through the Resource Manager API (${NEEDS_AZURE})`,
    ),
    CAIRN_RBAC_POLL_MS: envVar(
      positiveInt.max(600_000).default(2000),
      'how often a worker looks for new RBAC tasks',
    ),
    CAIRN_DEPLOYMENT_PROVIDER: envVar(
      provider,
      `who runs deployment tasks: \`local\` provisions storage roots, DuckDB warehouses (or databases on the warehouse server), git repositories and secret namespaces under the data directory; \`azure\` submits one ARM template per resource to Resource Manager (${NEEDS_AZURE})`,
    ),
    CAIRN_DEPLOYMENT_POLL_MS: envVar(
      positiveInt.max(600_000).default(1000),
      'how often a worker looks for deployment tasks (an ARM deployment is asked again every 5 polls)',
    ),
    CAIRN_DEPLOYMENT_LOCATION: envVar(
      z
        .string()
        .regex(/^[a-z0-9]+$/, "must be an Azure region name such as 'westeurope'")
        .default('westeurope'),
      "Azure region of the generated ARM templates' resources",
    ),
    CAIRN_COSTS_PROVIDER: envVar(
      provider,
      `where the costs page's figures come from and where auto-pause acts: \`local\` prices the usage Cairn meters (storage bytes per day, warehouse bytes, pipeline run seconds) with the rate card and records the pause of Cairn's own resources; \`azure\` asks Azure Cost Management for the tenant's resource group and pauses and resumes its Power BI Embedded, Analysis Services and dedicated SQL pools through Resource Manager (${NEEDS_AZURE})`,
    ),
    CAIRN_COSTS_CURRENCY: envVar(
      z
        .string()
        .regex(/^[A-Z]{3}$/, "must be a three-letter currency code such as 'EUR'")
        .default('EUR'),
      'currency of the local rate card',
    ),
    CAIRN_COSTS_RATE_CARD: envVar(
      z
        .string()
        .default('{}')
        .transform((text, ctx) => {
          try {
            return rateCardSchema.parse(JSON.parse(text));
          } catch {
            ctx.addIssue({
              code: 'custom',
              message:
                'must be JSON such as {"storageGbMonth":0.02,"warehouseGbMonth":0.12,"pipelineHour":0.3}',
            });
            return z.NEVER;
          }
        }),
      'JSON prices of the local provider: `storageGbMonth` (0.02), `warehouseGbMonth` (0.12), `pipelineHour` (0.30)',
      '`{}`',
    ),
    CAIRN_AUTO_PAUSE_AT: envVar(
      z
        .string()
        .trim()
        .regex(
          /^$|^([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d)*$/,
          "must be UTC times such as '19:00,23:30' (empty: never)",
        )
        .default('19:00'),
      'UTC times (comma-separated `HH:mm`) at which auto-pause pauses Power BI Embedded, Analysis Services, dedicated SQL pools and warehouses without a running cost-saving exclusion; empty for never',
    ),
    CAIRN_DASHBOARD_CAPACITY_PROVIDER: envVar(
      provider,
      `where the /dashboards Power BI and Analysis Services switches act: \`local\` keeps the capacity's state in Cairn (paused, its dashboards run no queries); \`azure\` suspends and resumes the capacity named in the engagement's dashboard card through Resource Manager (${NEEDS_AZURE})`,
    ),
    CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS: envVar(
      z.coerce.number().int().min(0).max(600_000).default(10_000),
      'how long the `local` capacity stays Pausing or Resuming',
    ),
    CAIRN_POWERBI_API_URL: envVar(
      z.url().optional(),
      'the Power BI REST API (`https://api.powerbi.com/v1.0/myorg`) for engagements whose dashboard card says PowerBi or AnalysisServices; unset, such engagements have no dashboards',
    ),
    CAIRN_POWERBI_RESOURCE: envVar(
      z.url().default('https://analysis.windows.net/powerbi/api'),
      'the resource the Power BI token is asked for (with the `CAIRN_AZURE_*` credentials; without them the calls carry no token)',
    ),
  },
} satisfies EnvArea;
