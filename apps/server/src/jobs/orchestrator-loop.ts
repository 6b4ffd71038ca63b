// Ticks the orchestrator (modules/orchestrations/orchestrator.ts) in every worker: due schedules are
// fired and open orchestration runs moved on every CAIRN_ORCHESTRATOR_POLL_MS, and at once when this
// process's API queued or cancelled one. Several workers tick safely: the database decides who acts.
import { startPolling } from './poller.js';

interface Log {
  error(obj: object, msg?: string): void;
}

export interface OrchestratorLoopContext {
  services: {
    config: { orchestrator: { pollMs: number } };
    orchestrator: { tick(): Promise<void> };
    orchestrationRuns: {
      events: {
        on(event: 'changed', listener: () => void): unknown;
        off(event: 'changed', listener: () => void): unknown;
      };
    };
  };
}

export function startOrchestratorLoop(ctx: OrchestratorLoopContext, log: Log) {
  const { config, orchestrator, orchestrationRuns } = ctx.services;
  let again = false;
  let running: Promise<void> | undefined;
  // One tick at a time; a change during a tick asks for one more right after it.
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = orchestrator
      .tick()
      .catch((err: unknown) => log.error({ err }, 'orchestrator failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const poller = startPolling(
    async () => tick(),
    config.orchestrator.pollMs,
    (err) => log.error({ err }, 'orchestrator failed'),
  );
  orchestrationRuns.events.on('changed', tick);
  return {
    async stop() {
      orchestrationRuns.events.off('changed', tick);
      await poller.stop();
      await running;
    },
  };
}
