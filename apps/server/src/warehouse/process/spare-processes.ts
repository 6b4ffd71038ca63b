// One warehouse process started ahead of the next run: starting node and loading DuckDB costs a few
// hundred milliseconds, which every import, build and tests run paid before its first statement.
// A spare is always fresh: it has never opened a file nor run a statement. A run takes it, opens its
// own file in it and closes it when done (the process ends), so no process ever serves two runs and
// nothing of one engagement or tenant can be left behind for another. The spare ends when nobody has
// taken one for `idleMs`, so an idle machine holds no warehouse process.
import { WarehouseProcess, type ProcessLimits } from './warehouse-process.js';

export const DEFAULT_SPARE_IDLE_MS = 60_000;

interface Spare {
  limits: ProcessLimits;
  ready: Promise<WarehouseProcess | undefined>;
}

export class SpareProcesses {
  private spare: Spare | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = DEFAULT_SPARE_IDLE_MS) {}

  /** A fresh process with these limits: the spare when it is alive, else a new one; a new spare follows. */
  async take(limits: ProcessLimits): Promise<WarehouseProcess> {
    const spare = this.spare;
    this.spare = undefined;
    const waiting = spare && sameLimits(spare.limits, limits) ? await spare.ready : undefined;
    if (spare && !waiting) void spare.ready.then((p) => p?.kill());
    this.prepare(limits);
    if (waiting?.alive) {
      waiting.keepParentAlive(true);
      return waiting;
    }
    return WarehouseProcess.spawn(limits);
  }

  /** Ends the spare (shutdown, tests). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const spare = this.spare;
    this.spare = undefined;
    await (await spare?.ready)?.kill();
  }

  private prepare(limits: ProcessLimits) {
    // A spare that cannot start is no loss: the next run starts its own and reports why.
    clearTimeout(this.idleTimer);
    const ready = WarehouseProcess.spawn(limits).then(
      (p) => {
        p.keepParentAlive(false);
        // Idle from the moment it is ready; a take in between clears the timer.
        if (this.spare?.ready === ready) this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
        this.idleTimer?.unref();
        return p;
      },
      () => undefined,
    );
    this.spare = { limits, ready };
  }

  /** The spare's process id once it is ready (tests). */
  async sparePid(): Promise<number | undefined> {
    return (await this.spare?.ready)?.pid;
  }
}

function sameLimits(a: ProcessLimits, b: ProcessLimits) {
  return a.memoryMB === b.memoryMB;
}
