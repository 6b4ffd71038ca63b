// One loop for the worker's periodic jobs (deployment tasks, RBAC tasks, broker polls, auto-pause,
// maintenance): a tick at once, then every `everyMs`; a tick never starts while the last one still
// runs (a slow provider does not pile up ticks); wake() ticks now, or once more right after the tick
// in hand (work handed back by a reaper need not wait for the next poll); stop() waits for the tick
// in hand. The timer does not keep the process alive.
export interface Poller {
  wake(): void;
  stop(): Promise<void>;
}

export function startPolling(
  work: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
): Poller {
  let busy: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (busy || stopped) return;
    busy = work()
      .catch(onError)
      .finally(() => {
        busy = undefined;
        if (!again) return;
        again = false;
        tick();
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    wake() {
      if (busy) again = true;
      else tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
