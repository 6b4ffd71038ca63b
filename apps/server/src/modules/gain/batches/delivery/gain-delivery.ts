// Delivers a validated batch from its staging copy (gain_outbound) to the gain card's outbound target
// (docs/gain.md "Outbound"): Warehouse delivers nothing further; a broker's SFTP server, an API
// connection's HTTPS endpoint or an object storage container receives the batch's files. The
// answer says where, how many attempts, and what the receiver said, for the batch record.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OUTBOUND, valueAt, type GainOutboundTargetType } from '@cairn/contracts';
import type { WarehouseSql } from '../../../../warehouse/warehouse.service.js';
import type { OutboundConnectors } from '../../../connectors/outbound-connectors.port.js';
import type { StorageDrivers } from '../../../storage/drivers/index.js';
import { ApiDeliveryFailed, batchUrl, deliverToApi } from './api-target.js';
import { batchPath, deliverToSftp, deliverToStorage } from './file-targets.js';
import { writeBatchFiles } from './outbound-files.js';

export interface DeliveryOutcome {
  state: 'Delivered' | 'Failed';
  target: string;
  answer: string;
  attempts: number;
}

export interface GainDeliveryDeps {
  /** The gain card's newest values. */
  gainCard: (engagementId: string) => Promise<Record<string, unknown>>;
  connectors: Pick<OutboundConnectors, 'openBroker' | 'accessToken' | 'addresses'>;
  storageDrivers: Pick<StorageDrivers, 'outboundDriver'>;
  /** First back-off of the API target's retries, in ms (tests shorten it). */
  apiBackoffMs?: number;
}

const text = (values: Record<string, unknown>, field: string) => String(valueAt(values, field) ?? '').trim();

export class GainDelivery {
  constructor(private readonly deps: GainDeliveryDeps) {}

  /** The card's target type; Warehouse when none is chosen. */
  async targetType(engagementId: string): Promise<GainOutboundTargetType> {
    return (text(await this.deps.gainCard(engagementId), OUTBOUND.type) ||
      'Warehouse') as GainOutboundTargetType;
  }

  /** null when the target is the warehouse (nothing leaves Cairn); never throws for the receiver's refusal. */
  async deliver(
    engagementId: string,
    batch: { batchId: string; processType: string },
    sql: WarehouseSql,
    tables: readonly string[],
    signal?: AbortSignal,
  ): Promise<DeliveryOutcome | null> {
    const values = await this.deps.gainCard(engagementId);
    const type = (text(values, OUTBOUND.type) || 'Warehouse') as GainOutboundTargetType;
    if (type === 'Warehouse') return null;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-gain-delivery-'));
    let target: string = type;
    try {
      const files = await writeBatchFiles(sql, batch, tables, dir);
      const root = text(values, OUTBOUND.path);
      if (type === 'SftpBroker') {
        const broker = text(values, OUTBOUND.broker);
        target = `SftpBroker ${broker}:${batchPath(root, batch.batchId, true)}`;
        const { session, where } = await this.deps.connectors.openBroker(engagementId, broker, signal);
        target = `SftpBroker ${broker} (${where}):${batchPath(root, batch.batchId, true)}`;
        try {
          return {
            state: 'Delivered',
            target,
            answer: await deliverToSftp(session, root, files),
            attempts: 1,
          };
        } finally {
          session.close();
        }
      }
      if (type === 'ApiConnection') {
        const connection = text(values, OUTBOUND.apiConnection);
        target = `ApiConnection ${connection} ${batchUrl(text(values, OUTBOUND.apiUrl), batch.batchId)}`;
        const sent = await deliverToApi({
          baseUrl: text(values, OUTBOUND.apiUrl),
          files,
          token: () => this.deps.connectors.accessToken(engagementId, connection),
          outbound: this.deps.connectors.addresses,
          backoffMs: this.deps.apiBackoffMs,
          signal,
        });
        return { state: 'Delivered', target, answer: sent.answer, attempts: sent.attempts };
      }
      const container = text(values, OUTBOUND.container);
      target = `${type} ${container}/${batchPath(root, batch.batchId, false)}`;
      const driver = this.deps.storageDrivers.outboundDriver(
        type === 'AzureBlobContainer' ? 'azure-blob' : 'aws-s3',
        container,
      );
      if (!driver)
        return failed(
          target,
          0,
          `This installation has no ${type === 'S3Bucket' ? 'S3' : 'Azure Blob'} storage.`,
        );
      return { state: 'Delivered', target, answer: await deliverToStorage(driver, root, files), attempts: 1 };
    } catch (err) {
      if (err instanceof ApiDeliveryFailed) return failed(target, err.attempts, err.message);
      return failed(target, 1, (err as Error).message);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

const failed = (target: string, attempts: number, answer: string): DeliveryOutcome => ({
  state: 'Failed',
  target,
  answer: answer.slice(0, 2000),
  attempts,
});
