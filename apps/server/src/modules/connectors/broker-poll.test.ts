// A broker really polls: a real SFTP server (ssh2) started here, the poller queues a PollBroker run,
// the run worker copies the matching files into import storage once, and the run is on the import
// monitor's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import {
  engagementScope,
  folderSystemName,
  ROLE_NAMES,
  type BrokerList,
  type PipelineRun,
} from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { brokerPolls } from '../../db/schema/connectors.js';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { startSftpServer, type TestSftpServer } from '../../../../../e2e/support/sftp-server.js';
import { requestOk, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';
import { brokerFolderName } from './broker-poll.handler.js';
import { registerTestSecret } from '../../test/secret-leak-watch.js';

const SFTP_USER = { username: 'broker', password: 'sftp-poll-password-9911' };
registerTestSecret(SFTP_USER.password);
registerTestSecret('wrong-password');

describe('broker poller', () => {
  // Made before, and closed after, the SFTP server and the run worker below (hooks run as a stack).
  const server = useTestServer({ CAIRN_BROKER_POLL_SECONDS: '600', CAIRN_CLOUD_PROVIDER: 'aws' });
  let sftp: TestSftpServer;
  let worker: RunWorker;
  let writer: SignedInClient;
  let engagementId: string;

  beforeAll(async () => {
    sftp = await startSftpServer(SFTP_USER);
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    writer = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(engagementId));
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await sftp?.close();
  });

  /** As if the poll interval had passed since the last poll started. */
  const anonymous = (method: 'DELETE', url: string) => server.app.inject({ method, url });
  const intervalPassed = () =>
    server.database.db.update(brokerPolls).set({ startedAt: sql`now() - interval '1 hour'` });
  const pollOnce = async () => {
    const started = await server.ctx.services.brokerPoller.pollDue();
    expect(started).toHaveLength(1);
    return waitForRun(writer, engagementId, started[0].runId, ['Succeeded', 'Failed']);
  };
  const importFile = async (name: string) => {
    const { stream } = await server.ctx.services.storageObjects.download(
      { engagementId, purpose: 'import' },
      [folderSystemName(brokerFolderName('Payroll')), name],
    );
    return text(stream);
  };

  it('copies the new matching files once, and each poll is a run of the import layer', async () => {
    sftp.files.set('/outbox/employees.csv', Buffer.from('id,name\n1,Ada\n'));
    sftp.files.set('/outbox/readme.txt', Buffer.from('not for import'));
    await requestOk(writer, 'PUT', `/api/engagements/${engagementId}/brokers/Payroll`, {
      version: null,
      hostName: '127.0.0.1',
      port: sftp.port,
      userName: SFTP_USER.username,
      passwordKeyName: 'payroll.sftp.password',
      password: SFTP_USER.password,
      scanPath: '/outbox',
      fileFilters: [{ namePattern: '*.CSV' }],
    });

    const first = await pollOnce();
    expect(first.status).toBe('Succeeded');
    expect(first.message).toBe('Copied 1 of 1 matching files.');
    expect(first.log.map((l) => l.message)).toContain('Copied employees.csv (14 bytes)');
    expect(await importFile('employees.csv')).toBe('id,name\n1,Ada\n');
    await expect(importFile('readme.txt')).rejects.toMatchObject({ status: 404 });

    // Not due again within the interval: nothing is started.
    expect(await server.ctx.services.brokerPoller.pollDue()).toEqual([]);
    await intervalPassed();
    const second = await pollOnce();
    expect(second.message).toBe('No new files.');

    // A new file and a changed one (other size) are copied; the copied one is not.
    sftp.files.set('/outbox/salaries.csv', Buffer.from('id,amount\n1,100\n'));
    sftp.files.set('/outbox/employees.csv', Buffer.from('id,name\n1,Ada\n2,Grace\n'));
    await intervalPassed();
    const third = await pollOnce();
    expect(third.message).toBe('Copied 2 of 2 matching files.');
    expect(await importFile('employees.csv')).toBe('id,name\n1,Ada\n2,Grace\n');

    const runs = await requestOk<{ results: PipelineRun[] }>(
      writer,
      'GET',
      `/api/pipelines/engagements/${engagementId}/runs?layer=import`,
    );
    expect(runs.results.filter((r) => r.pipelineName === 'PollBroker')).toHaveLength(3);
  }, 60_000);

  it("trusts the server's host key on first use, shows it, refuses another one until the trust is reset", async () => {
    const brokers = `/api/engagements/${engagementId}/brokers`;
    const shown = async () =>
      (await requestOk<BrokerList>(writer, 'GET', brokers)).results.find((b) => b.brokerId === 'Payroll')!
        .hostKeyFingerprint;
    const first = await shown();
    expect(first).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);

    // The server now answers with another key (as a server put in its place would).
    const other = 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU';
    await server.database.db
      .update(brokerPolls)
      .set({ hostKeyFingerprint: other, startedAt: sql`now() - interval '1 hour'` });
    const refused = await pollOnce();
    expect(refused.status).toBe('Failed');
    expect(refused.message).toBe(
      `Refused 127.0.0.1:${sftp.port}: The server's host key ${first} is not the trusted ${other}; if the server's key was changed on purpose, reset the broker's trusted host key.`,
    );

    expect((await anonymous('DELETE', `${brokers}/Payroll/host-key`)).statusCode).toBe(401);
    expect((await writer.request('DELETE', `${brokers}/Payroll/host-key`)).statusCode).toBe(204);
    expect(await shown()).toBeNull();
    const [reset] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'Broker.HostKey.Reset'));
    expect(reset).toMatchObject({ target: 'Payroll', detail: { fingerprint: other } });
    await intervalPassed();
    const trustedAgain = await pollOnce();
    expect(trustedAgain.status).toBe('Succeeded');
    expect(trustedAgain.log.map((l) => l.message)).toContain(
      `Trusting the server's host key ${first} (first connection)`,
    );
    expect(await shown()).toBe(first);
  }, 60_000);

  it('fails the run with the reason when the server refuses the password, and polls no disabled broker', async () => {
    await requestOk(writer, 'PUT', `/api/engagements/${engagementId}/brokers/Payroll`, {
      version: 1,
      hostName: '127.0.0.1',
      port: sftp.port,
      userName: SFTP_USER.username,
      passwordKeyName: 'payroll.sftp.password',
      password: 'wrong-password',
      scanPath: '/outbox',
      fileFilters: [{ namePattern: '*.csv' }],
    });
    await intervalPassed();
    const failed = await pollOnce();
    expect(failed.status).toBe('Failed');
    expect(failed.message).toMatch(
      /^Could not connect to 127\.0\.0\.1:\d+: All configured authentication methods failed/,
    );
    expect(JSON.stringify(failed)).not.toContain('wrong-password');

    await requestOk(writer, 'PUT', `/api/engagements/${engagementId}/brokers/Payroll`, {
      version: 2,
      enabled: false,
      hostName: '127.0.0.1',
      port: sftp.port,
      userName: SFTP_USER.username,
      passwordKeyName: 'payroll.sftp.password',
      scanPath: '/outbox',
    });
    await intervalPassed();
    expect(await server.ctx.services.brokerPoller.pollDue()).toEqual([]);
  }, 60_000);
  it('refuses a broker host on a private or local network that CAIRN_OUTBOUND_ALLOW does not list', async () => {
    // The suite allows loopback only (its own SFTP server): the cloud metadata address stays refused.
    await requestOk(writer, 'PUT', `/api/engagements/${engagementId}/brokers/Payroll`, {
      version: 3,
      enabled: true,
      hostName: '169.254.169.254',
      port: 22,
      userName: SFTP_USER.username,
      passwordKeyName: 'payroll.sftp.password',
      scanPath: '/outbox',
      fileFilters: [{ namePattern: '*.csv' }],
    });
    await intervalPassed();
    const refused = await pollOnce();
    expect(refused.status).toBe('Failed');
    expect(refused.message).toMatch(
      /^Could not connect to 169\.254\.169\.254:22: 169\.254\.169\.254 is a private or local address/,
    );
  }, 60_000);
});
