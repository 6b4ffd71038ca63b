// What other modules may do with an engagement's connectors (issue 26: the gain delivery): check
// that a broker or API connection of that name is the engagement's own, open the broker's SFTP
// server as the poll does (its own secrets, the outbound address guard, the trusted host key), and
// get a token of an API connection. Secrets stay inside connectors; callers get a session or a token.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiConnectionConfigurations, brokerSftpConfigurations } from '../../db/schema/connectors.js';
import type { OutboundAddresses } from '../../net/outbound-addresses.js';
import type { ApiConnectionService } from './api-connections.service.js';
import type { BrokerHostKeys } from './broker-polls.store.js';
import type { BrokerService } from './brokers.service.js';
import { HostKeyChanged, openSftp, type SftpSession } from './sftp-client.js';

/** Whether the engagement has a broker / an API connection of that name (the gain card's check on save). */
export async function connectorNamed(
  db: Db,
  engagementId: string,
  kind: 'broker' | 'apiConnection',
  name: string,
): Promise<boolean> {
  const [row] =
    kind === 'broker'
      ? await db
          .select({ id: brokerSftpConfigurations.id })
          .from(brokerSftpConfigurations)
          .where(
            and(
              eq(brokerSftpConfigurations.engagementId, engagementId),
              sql`lower(${brokerSftpConfigurations.brokerId}) = lower(${name})`,
            ),
          )
          .limit(1)
      : await db
          .select({ id: apiConnectionConfigurations.id })
          .from(apiConnectionConfigurations)
          .where(
            and(
              eq(apiConnectionConfigurations.engagementId, engagementId),
              eq(apiConnectionConfigurations.apiName, name),
            ),
          )
          .limit(1);
  return Boolean(row);
}

/** Why a connector could not be used: the message goes into the run and the batch. */
export class ConnectorUnavailable extends Error {}

export class OutboundConnectors {
  constructor(
    private readonly brokers: BrokerService,
    private readonly hostKeys: BrokerHostKeys,
    private readonly apiConnections: Pick<ApiConnectionService, 'accessToken'>,
    private readonly outbound: OutboundAddresses,
  ) {}

  /** The broker's SFTP server; the caller closes the session. */
  async openBroker(
    engagementId: string,
    brokerId: string,
    signal?: AbortSignal,
  ): Promise<{ session: SftpSession; where: string }> {
    const broker = await this.brokers.find(engagementId, brokerId);
    if (!broker) throw new ConnectorUnavailable(`There is no broker '${brokerId}' in this engagement.`);
    const own = this.brokers.secretsOf(engagementId, broker.brokerId);
    const password = broker.passwordKeyName ? await own.reveal(broker.passwordKeyName) : undefined;
    const privateKey = broker.sshKeyKeyName ? await own.reveal(broker.sshKeyKeyName) : undefined;
    if (password === undefined && privateKey === undefined)
      throw new ConnectorUnavailable(`No password or SSH key of broker ${broker.brokerId} is set.`);
    const where = `${broker.hostName}:${broker.port}`;
    // Connect to the address that was checked, so a second lookup cannot answer another one.
    const host = await this.outbound.resolve(broker.hostName).catch((err: Error) => {
      throw new ConnectorUnavailable(`Could not connect to ${where}: ${err.message}`);
    });
    const trustedHostKey = await this.hostKeys.trusted(engagementId, broker.brokerId);
    const session = await openSftp(
      { host, port: broker.port, username: broker.userName, password, privateKey },
      { signal, trustedHostKey },
    ).catch((err: Error) => {
      const why = err instanceof HostKeyChanged ? 'Refused' : 'Could not connect to';
      throw new ConnectorUnavailable(`${why} ${where}: ${err.message}`);
    });
    if (!trustedHostKey)
      await this.hostKeys.trustOnFirstUse(engagementId, broker.brokerId, session.hostKeyFingerprint);
    return { session, where };
  }

  async accessToken(engagementId: string, apiName: string): Promise<string> {
    const answer = await this.apiConnections.accessToken(engagementId, apiName);
    if ('message' in answer) throw new ConnectorUnavailable(answer.message);
    return answer.accessToken;
  }

  /** The guard every outbound call goes through (CAIRN_OUTBOUND_ALLOW). */
  get addresses(): OutboundAddresses {
    return this.outbound;
  }
}
