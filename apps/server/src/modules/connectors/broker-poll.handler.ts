// The PollBroker run of the import layer: copies the new files of one broker's SFTP scan path that
// match its file filters into the engagement's import storage (a folder per broker), skipping files
// it copied before (same name and size). Each poll is a run, so the import monitor shows it.
import { fileNameMatches, folderSystemName, IMPORT_STORAGE_PURPOSE } from '@cairn/contracts';
import type { StorageObjectService } from '../storage/storage-objects.service.js';
import { HttpProblem } from '../../http/problem.js';
import type { OutboundAddresses } from '../../net/outbound-addresses.js';
import { RunFailure, type RunHandler } from '../pipelines/run-handlers.js';
import type { BrokerService } from './brokers.service.js';
import { copiedKey, type BrokerHostKeys, type BrokerPollStore } from './broker-polls.store.js';
import { HostKeyChanged, openSftp, remotePath } from './sftp-client.js';

export const POLL_BROKER_PIPELINE = 'PollBroker';
/** Who created the copies when the broker was saved by no one (the demo seed): no user. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The import storage folder a broker's files go to (display name; the system name follows from it). */
export const brokerFolderName = (brokerId: string) => `Broker ${brokerId}`;

export interface PollBrokerDeps {
  brokers: BrokerService;
  polls: BrokerPollStore;
  hostKeys: BrokerHostKeys;
  storageObjects: StorageObjectService;
  /** Refuses a broker host on a private or local network unless allowed (CAIRN_OUTBOUND_ALLOW). */
  outbound: OutboundAddresses;
}

export function pollBrokerHandler(deps: PollBrokerDeps): RunHandler {
  return async (ctx) => {
    const { engagementId } = ctx.run;
    const brokerId = String(ctx.run.parameters.BrokerId ?? '');
    try {
      const broker = await deps.brokers.find(engagementId, brokerId);
      if (!broker) throw new RunFailure(`There is no broker '${brokerId}' in this engagement.`);
      if (!broker.enabled) return { message: `Broker ${broker.brokerId} is disabled.` };
      // Only the broker's own secrets: a key name never reaches another object's or Cairn's own.
      const own = deps.brokers.secretsOf(engagementId, broker.brokerId);
      const password = broker.passwordKeyName ? await own.reveal(broker.passwordKeyName) : undefined;
      const privateKey = broker.sshKeyKeyName ? await own.reveal(broker.sshKeyKeyName) : undefined;
      if (password === undefined && privateKey === undefined)
        throw new RunFailure(`No password or SSH key of broker ${broker.brokerId} is set.`);
      await ctx.log(`Connecting to ${broker.userName}@${broker.hostName}:${broker.port}`, {
        step: 'connect',
      });
      // Connect to the address that was checked, so a second lookup cannot answer another one.
      const host = await deps.outbound.resolve(broker.hostName).catch((err: Error) => {
        throw new RunFailure(`Could not connect to ${broker.hostName}:${broker.port}: ${err.message}`);
      });
      const trustedHostKey = await deps.hostKeys.trusted(engagementId, broker.brokerId);
      const sftp = await openSftp(
        { host, port: broker.port, username: broker.userName, password, privateKey },
        { signal: ctx.signal, trustedHostKey },
      ).catch((err: Error) => {
        const why = err instanceof HostKeyChanged ? 'Refused' : 'Could not connect to';
        throw new RunFailure(`${why} ${broker.hostName}:${broker.port}: ${err.message}`);
      });
      if (!trustedHostKey) {
        // Trust on first use: the key is shown on the broker, and any other one is refused from now on.
        await deps.hostKeys.trustOnFirstUse(engagementId, broker.brokerId, sftp.hostKeyFingerprint);
        await ctx.log(`Trusting the server's host key ${sftp.hostKeyFingerprint} (first connection)`, {
          step: 'connect',
        });
      }
      try {
        const patterns = broker.fileFilters.map((f) => f.namePattern);
        const listed = await sftp.list(broker.scanPath).catch((err: Error) => {
          throw new RunFailure(`Could not read ${broker.scanPath}: ${err.message}`);
        });
        const matching = listed.filter((f) => fileNameMatches(patterns, f.name));
        const copied = await deps.polls.copied(engagementId, broker.brokerId);
        const fresh = matching.filter((f) => !copied.has(copiedKey(f.name, f.size)));
        await ctx.log(
          `${listed.length} files in ${broker.scanPath}, ${matching.length} match the filters, ${fresh.length} new`,
          { step: 'scan' },
        );
        if (fresh.length === 0)
          return { message: 'No new files.', result: { copied: 0, skipped: matching.length } };
        const at = { engagementId, purpose: IMPORT_STORAGE_PURPOSE };
        const userId = broker.createdBy ?? NO_USER;
        const folder = await ensureFolder(deps.storageObjects, at, brokerFolderName(broker.brokerId), userId);
        for (const file of fresh) {
          if (ctx.signal.aborted) throw new RunFailure('The poll was stopped.');
          await deps.storageObjects.upload(
            at,
            [folder],
            one({ filename: file.name, file: sftp.read(remotePath(broker.scanPath, file.name)) }),
            userId,
          );
          await deps.polls.recordCopied(engagementId, broker.brokerId, file, ctx.run.id);
          await ctx.log(`Copied ${file.name} (${file.size} bytes)`, { step: 'copy' });
        }
        return {
          message: `Copied ${fresh.length} of ${matching.length} matching files.`,
          result: { copied: fresh.length, skipped: matching.length - fresh.length },
        };
      } finally {
        sftp.close();
      }
    } catch (err) {
      if (err instanceof HttpProblem) throw new RunFailure(err.detail ?? err.title);
      throw err;
    } finally {
      await deps.polls.finished(engagementId, brokerId);
    }
  };
}

async function* one<T>(item: T) {
  yield item;
}

/** The broker's folder in the root of import storage: created on its first copy. */
async function ensureFolder(
  storage: StorageObjectService,
  at: { engagementId: string; purpose: string },
  displayName: string,
  userId: string,
): Promise<string> {
  try {
    return (await storage.createFolder(at, [], { displayName, metadata: {} }, userId)).actualName;
  } catch (err) {
    if (
      !(err instanceof HttpProblem) ||
      err.status !== 400 ||
      !err.errors?.some((e) => e.key === 'folderNameTaken')
    )
      throw err;
    return folderSystemName(displayName);
  }
}
