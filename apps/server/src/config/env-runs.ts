// The worker: pipeline runs, broker polls and the test-only diagnostic pipeline.
import { z } from 'zod';
import { bool, envVar, positiveInt, type EnvArea } from './env-helpers.js';

export const runsEnv = {
  title: 'Runs and the worker',
  vars: {
    CAIRN_RUN_CONCURRENCY: envVar(
      positiveInt.max(64).default(2),
      "pipeline runs one worker executes at once (always of different engagements: one engagement's runs go one after another)",
    ),
    CAIRN_RUN_TENANT_CONCURRENCY: envVar(
      positiveInt.max(64).optional(),
      "runs of one tenant one worker executes at once while another tenant's runs wait to start, so one tenant cannot hold every slot; a tenant alone in the queue still uses every slot (a value of `CAIRN_RUN_CONCURRENCY` or more turns the limit off)",
      'half of `CAIRN_RUN_CONCURRENCY`, rounded up',
    ),
    CAIRN_RUN_HEARTBEAT_SECONDS: envVar(
      z.coerce.number().positive().max(300).default(5),
      'how often a worker stamps its running runs, deployment tasks and RBAC tasks; one with no heartbeat for 3 beats (its worker died) is failed by any worker ("the worker ... stopped responding"; a deployment task: "The worker stopped while this task ran"), an RBAC task handed back and applied again',
    ),
    CAIRN_RUN_TIME_LIMIT_SECONDS: envVar(
      positiveInt.max(7 * 24 * 3600).default(3600),
      'a run still going after this long is stopped and ends TimedOut',
    ),
    CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: envVar(
      z.coerce.number().min(0).max(3600).default(10),
      'on SIGTERM, how long running pipelines and HTTP requests in flight get to finish: a run still going then is handed back to the queue, a request still going (a client that stopped sending or reading) has its connection closed',
    ),
    CAIRN_RUN_POLL_MS: envVar(
      positiveInt.max(60_000).default(500),
      'how often a worker looks for queued runs (runs started through the same process start at once)',
    ),
    CAIRN_BROKER_POLL_SECONDS: envVar(
      positiveInt.max(24 * 3600).default(300),
      'how often the worker polls each enabled SFTP broker (each poll is a `PollBroker` run of the import layer)',
    ),
    CAIRN_ORCHESTRATOR_POLL_MS: envVar(
      positiveInt.max(600_000).default(2000),
      'how often a worker fires due orchestration schedules and moves orchestration runs on (a run queued or cancelled through the same process is taken at once)',
    ),
    CAIRN_WEBHOOK_BACKOFF_MS: envVar(
      positiveInt.max(600_000).default(1000),
      "the first wait before an orchestration alert's webhook is retried after 429, 5xx or no answer (doubled each time, 3 attempts)",
    ),
    CAIRN_GAIN_DELIVERY_BACKOFF_MS: envVar(
      positiveInt.max(600_000).default(1000),
      "the first wait before a gain batch's HTTPS delivery is retried after 429, 5xx or no answer (doubled each time, 5 attempts)",
    ),
    CAIRN_DIAGNOSTIC_PIPELINES: envVar(
      bool.default(false),
      'TEST ONLY: adds the `CairnDiagnosticWait` pipeline (waits `waitMs`) used by the process tests; leave off in production',
    ),
  },
} satisfies EnvArea;
