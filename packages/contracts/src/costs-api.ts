// Costs (admin-console.md section 2 "Costs", sections 5, 7, 8 and 9; issue 11 "Costs"): the costs of
// a tenant per resource (last month and month to date, 'N/A' where nothing is known), and stopping
// cost saving (the auto-pause) for a while at tenant or engagement level.
import { z } from 'zod';
import './zod-messages.js';
import { COST_SAVING_STOP_HOURS, DATE_FORMATS } from './constants.js';
import { englishMessage } from './validation.js';

/** What the local cost provider meters: bytes stored per day (levels) and pipeline run seconds (sums). */
export const COST_METERS = ['storage.bytes', 'warehouse.bytes', 'pipeline.seconds'] as const;
export type CostMeter = (typeof COST_METERS)[number];

/**
 * What auto-pause (or stopping cost saving) last did to a pausable resource: Pausing and Resuming
 * while the provider's long-running operation has not ended, Failed with the provider's message,
 * NotPausable when the provider has no pause for it (a General Purpose SQL database).
 */
export const PAUSE_STATES = ['Running', 'Pausing', 'Paused', 'Resuming', 'Failed', 'NotPausable'] as const;
export type PauseState = (typeof PAUSE_STATES)[number];

/**
 * Resource types auto-pause pauses (issues 11, 26): Power BI Embedded, Analysis Services, SQL
 * databases (paused when they are dedicated SQL pools), Synapse dedicated SQL pools and warehouses.
 */
export const PAUSABLE_RESOURCE_TYPES = [
  'PowerBIEmbedded',
  'AnalysisServices',
  'SqlDatabase',
  'SynapseDataWarehouse',
  'SynapseAnalytics',
  'Warehouse',
] as const;

/** Section 5 and 9: stop cost saving for 0 to 10 hours and 0 to 60 minutes, 1 hour by default. */
export const STOP_COST_SAVING = {
  hours: { min: 0, max: 10, default: COST_SAVING_STOP_HOURS },
  minutes: { min: 0, max: 60, default: 0 },
  /** The modal shows the estimated end time like this. */
  endTimeFormat: 'HH:mm',
} as const;
/** Section 9: deployments and RBAC application keep cost saving away for an hour. */
export const DEPLOYMENT_COST_SAVING_EXCLUSION_HOURS = 1;
export const COSTS_DATE_FORMAT = DATE_FORMATS.monitor;

const wholeNumber = (min: number, max: number) => {
  const message = englishMessage({ key: 'numberRange', params: { min, max } });
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });
};

export const stopCostSavingSchema = z.object({
  hours: wholeNumber(STOP_COST_SAVING.hours.min, STOP_COST_SAVING.hours.max),
  minutes: wholeNumber(STOP_COST_SAVING.minutes.min, STOP_COST_SAVING.minutes.max),
});
export type StopCostSaving = z.infer<typeof stopCostSavingSchema>;

/** The end of a stop started at `from`, as the modal estimates it and the server stores it. */
export function costSavingStopEnd(from: Date, stop: StopCostSaving): Date {
  return new Date(from.getTime() + (stop.hours * 60 + stop.minutes) * 60_000);
}

/** An amount in a currency, or 'N/A' when the provider knows no cost for that period. */
export const costValueSchema = z.union([
  z.object({ currency: z.string(), amount: z.number() }),
  z.literal('N/A'),
]);
export type CostValue = z.infer<typeof costValueSchema>;

export const costDetailSchema = z.object({
  meter: z.string(),
  /** Unit of the quantities: GB-days, hours, or the provider's own. */
  unit: z.string(),
  lastMonthQuantity: z.number().nullable(),
  monthToDateQuantity: z.number().nullable(),
  lastMonth: costValueSchema,
  monthToDate: costValueSchema,
});

export const costRowSchema = z.object({
  resourcePath: z.string(),
  resourceName: z.string(),
  resourceType: z.string(),
  engagementId: z.string().nullable(),
  lastMonth: costValueSchema,
  monthToDate: costValueSchema,
  details: z.array(costDetailSchema),
});
export type CostRow = z.infer<typeof costRowSchema>;

export const costSavingStateSchema = z.object({
  /** ISO time until which cost saving is stopped, or null when it runs. */
  stoppedUntil: z.string().nullable(),
  abilities: z.object({ stopCostSaving: z.boolean() }),
});

/** A pausable resource's last recorded pause state (the costs page's cost saving table). */
export const pauseStateSchema = z.object({
  resourceName: z.string(),
  resourceType: z.string(),
  /** Null for the tenant's own (composed) resources. */
  engagementId: z.string().nullable(),
  state: z.enum(PAUSE_STATES),
  /** The provider's reason when Failed or NotPausable. */
  message: z.string().nullable(),
  changedAt: z.string(),
});
export type PauseStateRow = z.infer<typeof pauseStateSchema>;

export const costsQuerySchema = z.object({ tenantId: z.string().max(100).optional() });

export const costsSchema = z.object({
  /** The tenant shown; null when the caller reads the costs of no tenant. */
  tenantId: z.string().nullable(),
  /** Every tenant whose costs the caller reads (the page's tenant selector). */
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
  provider: z.enum(['local', 'azure']),
  currency: z.string(),
  /** Start of the current month (UTC, YYYY-MM-DD); last month is the month before it. */
  monthStart: z.string(),
  rows: z.array(costRowSchema),
  summary: z.object({ lastMonth: costValueSchema, monthToDate: costValueSchema }),
  /** The tenant's cost saving; null when the caller reads only some of its engagements. */
  tenant: costSavingStateSchema.nullable(),
  engagements: z.array(costSavingStateSchema.extend({ id: z.string(), name: z.string() })),
  /** What auto-pause last did to each pausable resource the caller reads. */
  pauseStates: z.array(pauseStateSchema),
});
export type Costs = z.infer<typeof costsSchema>;

export const costSavingStopSchema = z.object({ stoppedUntil: z.string() });
