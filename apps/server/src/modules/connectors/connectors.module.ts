// The connectors module: broker SFTP configurations (and their poll, a PollBroker run registered with
// the pipelines engine), API connections with their token test, and the connectors configuration.
// Secrets go through the secret store (modules/secrets); import storage through the storage service.
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { OutboundAddresses } from '../../net/outbound-addresses.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { RunHandlers } from '../pipelines/run-handlers.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { SecretStore } from '../secrets/secret-store.js';
import type { StorageObjectService } from '../storage/storage-objects.service.js';
import { ApiConnectionService } from './api-connections.service.js';
import { BrokerHostKeys, BrokerPollStore } from './broker-polls.store.js';
import { POLL_BROKER_PIPELINE, pollBrokerHandler } from './broker-poll.handler.js';
import { BrokerPoller } from './broker-poller.service.js';
import { BrokerService } from './brokers.service.js';
import { ConnectorsService } from './connectors.service.js';
import { OutboundConnectors } from './outbound-connectors.port.js';

export interface ConnectorsModuleDeps {
  config: Config;
  secrets: SecretStore;
  principalNames: PrincipalNames;
  storageObjects: StorageObjectService;
  runs: RunService;
  runHandlers: RunHandlers;
}

export function connectorsModule(db: Db, deps: ConnectorsModuleDeps) {
  const hostKeys = new BrokerHostKeys(db);
  const brokers = new BrokerService(db, deps.secrets, deps.principalNames, hostKeys);
  // Broker hosts and token endpoints are typed in by users: no private or local network unless allowed.
  const outbound = new OutboundAddresses(deps.config.outboundAllow);
  const polls = new BrokerPollStore(db);
  deps.runHandlers.register(
    POLL_BROKER_PIPELINE,
    pollBrokerHandler({
      brokers,
      polls,
      hostKeys,
      storageObjects: deps.storageObjects,
      outbound,
    }),
    // A poll that never ran (cancelled while queued, its worker died) frees the next one.
    { onAbandoned: (run) => polls.finished(run.engagementId, String(run.parameters.BrokerId ?? '')) },
  );
  const apiConnections = new ApiConnectionService(db, deps.secrets, deps.principalNames, outbound);
  return {
    brokers,
    /** brokerPoller.pollDue() queues a PollBroker run of each enabled broker that is due (jobs/broker-poller.ts). */
    brokerPoller: new BrokerPoller(deps.config, brokers, polls, deps.runs),
    apiConnections,
    connectors: new ConnectorsService(db),
    /** The gain delivery's way to a broker's SFTP server or an API connection's token (secrets stay here). */
    outboundConnectors: new OutboundConnectors(brokers, hostKeys, apiConnections, outbound),
  };
}
