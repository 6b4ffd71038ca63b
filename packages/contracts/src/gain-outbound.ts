// Where a gain engagement's validated batches are delivered (issue 26, docs/gain.md "Outbound"): the
// gain card's outbound target. The warehouse schema gain_outbound always stages what is delivered;
// a target other than Warehouse then receives the batch as files or one HTTPS request.
import { z } from 'zod';
import type { Rule } from './validation.js';

/** Warehouse: gain_outbound only (nothing leaves Cairn); the others deliver there too. */
export const GAIN_OUTBOUND_TARGET_TYPES = [
  'Warehouse',
  'SftpBroker',
  'ApiConnection',
  'AzureBlobContainer',
  'S3Bucket',
] as const;
export type GainOutboundTargetType = (typeof GAIN_OUTBOUND_TARGET_TYPES)[number];

/** The gain card's fields of the outbound target (dotted paths into its values). */
export const OUTBOUND = {
  type: 'outboundTarget.TargetType',
  broker: 'outboundTarget.SftpBrokerId',
  apiConnection: 'outboundTarget.ApiConnectionName',
  apiUrl: 'outboundTarget.ApiUrl',
  container: 'outboundTarget.ContainerName',
  path: 'outboundTarget.Path',
} as const;

/** A delivery's state on the batch: none yet, delivered, or failed (then retried by hand). */
export const GAIN_DELIVERY_STATES = ['Delivered', 'Failed'] as const;
export type GainDeliveryState = (typeof GAIN_DELIVERY_STATES)[number];

/** The receiver's folder or prefix: slash-separated plain names, no `..`. */
export const outboundPathRule: Rule = (v) =>
  v === '' || (/^\/?([A-Za-z0-9._-]+\/?)*$/.test(v) && !v.split('/').includes('..'))
    ? null
    : { key: 'invalidValue' };

/** Plain http only to this machine (a receiver beside Cairn, the tests'): batches hold payroll data. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The API's address: https, without credentials in it. */
export const outboundUrlRule: Rule = (v) => {
  if (v === '') return null;
  try {
    const url = new URL(v);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { key: 'invalidUrl' };
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return { key: 'httpsAddress' };
    return url.username || url.password ? { key: 'urlWithoutCredentials' } : null;
  } catch {
    return { key: 'invalidUrl' };
  }
};

/** A batch's delivery as the Gain batches screen shows it. */
export const gainBatchDeliverySchema = z.object({
  state: z.enum(GAIN_DELIVERY_STATES),
  /** Where: e.g. `SftpBroker Payroll:/inbox/B1`, `ApiConnection GainApi https://…/batches/B1`. */
  target: z.string(),
  /** ISO 8601 of the last attempt's end. */
  at: z.string(),
  /** The receiver's answer (status and message), or why it could not be reached. */
  answer: z.string().nullable(),
  attempts: z.number().int(),
});
export type GainBatchDelivery = z.infer<typeof gainBatchDeliverySchema>;
