// One loop for the worker's periodic jobs (deployment tasks, RBAC tasks, broker polls, auto-pause,
// maintenance): a tick at once, then every `everyMs`; a tick never starts while the last one still
// runs (a slow provider does not pile up ticks); stop() waits for the tick in hand. The timer does
// not keep the process alive.
export interface Poller {
  stop(): Promise<void>;
}

export function startPolling(
  work: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
): Poller {
  let busy: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (busy || stopped) return;
    busy = work()
      .catch(onError)
      .finally(() => (busy = undefined));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
