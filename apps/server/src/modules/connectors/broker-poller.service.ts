// Starts the due polls of every enabled broker: each a PollBroker run of the import layer, queued
// like any other run (the worker executes it; the import monitor lists it). The worker calls
// pollDue() on a schedule (jobs/broker-poller.ts).
import type { Config } from '../../config.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { BrokerService } from './brokers.service.js';
import type { BrokerPollStore } from './broker-polls.store.js';
import { POLL_BROKER_PIPELINE } from './broker-poll.handler.js';

export interface PollStarted {
  engagementId: string;
  brokerId: string;
  runId: string;
}

export class BrokerPoller {
  constructor(
    private readonly config: Config,
    private readonly brokers: BrokerService,
    private readonly polls: BrokerPollStore,
    private readonly runs: RunService,
  ) {}

  async pollDue(): Promise<PollStarted[]> {
    const started: PollStarted[] = [];
    // Brokers are an AWS feature (their routes answer 409 elsewhere): none is polled on other providers.
    if (this.config.cloudProvider !== 'aws') return started;
    const enabled = (await this.brokers.latest()).filter((b) => b.enabled);
    // A poll's run may wait in the queue and run up to the run time limit before it counts as lost.
    const staleSeconds = this.config.runs.timeLimitSeconds + 3600;
    for (const broker of enabled) {
      const { engagementId, brokerId } = broker;
      if (!(await this.polls.claim(engagementId, brokerId, this.config.brokers.pollSeconds, staleSeconds)))
        continue;
      try {
        const run = await this.runs.startRun(
          engagementId,
          { pipelineName: POLL_BROKER_PIPELINE, layer: 'import', parameters: { BrokerId: brokerId } },
          null,
        );
        await this.polls.started(engagementId, brokerId, run.id);
        started.push({ engagementId, brokerId, runId: run.id });
      } catch (err) {
        await this.polls.finished(engagementId, brokerId);
        throw err;
      }
    }
    return started;
  }
}
