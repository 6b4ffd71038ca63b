// Polls the enabled SFTP brokers on a schedule (CAIRN_BROKER_POLL_SECONDS): each due broker gets a
// PollBroker run (modules/connectors), which the run worker executes. Several workers may tick at
// once: a broker's poll is claimed in one statement, so it is started once.
import { startPolling } from './poller.js';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Ticks at most every 30 seconds, so a broker is polled soon after its interval has passed. */
const MAX_TICK_MS = 30_000;

/** What the poller uses of the app (the app context has it). */
export interface BrokerPollerContext {
  services: {
    config: { brokers: { pollSeconds: number } };
    brokerPoller: { pollDue(): Promise<readonly unknown[]> };
  };
}

export function startBrokerPoller(ctx: BrokerPollerContext, log: Log) {
  const { config, brokerPoller } = ctx.services;
  return startPolling(
    async () => {
      const started = await brokerPoller.pollDue();
      if (started.length) log.info({ polls: started.length }, 'broker polls started');
    },
    Math.min(config.brokers.pollSeconds * 1000, MAX_TICK_MS),
    (err) => log.error({ err }, 'broker poller failed'),
  );
}
