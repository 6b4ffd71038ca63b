// One warehouse process started ahead of the next run: starting node and loading DuckDB costs a few
// hundred milliseconds, which every import, build and tests run paid before its first statement.
// A spare is always fresh: it has never opened a file nor run a statement. A run takes it, opens its
// own file in it and closes it when done (the process ends), so no process ever serves two runs and
// nothing of one engagement or tenant can be left behind for another. The spare ends when nobody has
// taken one for `idleMs`, so an idle machine holds no warehouse process.
import { WarehouseProcess, type ProcessLimits } from './warehouse-process.js';

export const DEFAULT_SPARE_IDLE_MS = 60_000;

export class SpareProcesses {
  private spare: Promise<WarehouseProcess | undefined> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  /** `limits` are the machine's, fixed for the service's life, so every spare fits every run. */
  constructor(
    private readonly limits: ProcessLimits,
    private readonly idleMs = DEFAULT_SPARE_IDLE_MS,
  ) {}

  /** A fresh process: the spare when it is alive, else a new one; a new spare follows. */
  async take(): Promise<WarehouseProcess> {
    const spare = this.spare;
    this.spare = undefined;
    const waiting = await spare;
    this.prepare();
    if (waiting?.alive) {
      waiting.keepParentAlive(true);
      return waiting;
    }
    return WarehouseProcess.spawn(this.limits);
  }

  /** Ends the spare (shutdown, tests). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const spare = this.spare;
    this.spare = undefined;
    await (await spare)?.kill();
  }

  private prepare() {
    // A spare that cannot start is no loss: the next run starts its own and reports why.
    clearTimeout(this.idleTimer);
    const ready = WarehouseProcess.spawn(this.limits).then(
      (p) => {
        p.keepParentAlive(false);
        // Idle from the moment it is ready; a take in between clears the timer.
        if (this.spare === ready) this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
        this.idleTimer?.unref();
        return p;
      },
      () => undefined,
    );
    this.spare = ready;
  }

  /** The spare's process id once it is ready (tests). */
  async sparePid(): Promise<number | undefined> {
    return (await this.spare)?.pid;
  }
}
