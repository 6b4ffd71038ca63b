// One warehouse process started ahead of the next run: starting node and loading DuckDB costs a few
// hundred milliseconds, which every import, build and tests run paid before its first statement.
// A spare is always fresh: it has never opened a file nor run a statement. A run takes it, opens its
// own file in it and closes it when done (the process ends), so no process ever serves two runs and
// nothing of one engagement or tenant can be left behind for another. The spare ends when nobody has
// taken one for `idleMs`, so an idle machine holds no warehouse process.
// The next spare starts when a run's process has ended, not when the run takes one: starting node
// and DuckDB takes ~0.3-0.6 s of CPU, and during a run it competed with the run's own work (the
// worker answering its warehouse process, writing its log) on a 2-core machine: 50 tests took
// ~190 ms longer. Runs that start while another runs may find no spare and start their own.
import { WarehouseProcess, type ProcessLimits } from './warehouse-process.js';

export const DEFAULT_SPARE_IDLE_MS = 60_000;

export class SpareProcesses {
  private spare: Promise<WarehouseProcess | undefined> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  /** `limits` are the machine's, fixed for the service's life, so every spare fits every run. */
  constructor(
    private readonly limits: ProcessLimits,
    private readonly idleMs = DEFAULT_SPARE_IDLE_MS,
  ) {}

  /** A fresh process: the spare when it is alive, else a new one; a new spare follows once it ends. */
  async take(): Promise<WarehouseProcess> {
    this.closed = false;
    const spare = this.spare;
    this.spare = undefined;
    const waiting = await spare;
    let taken: WarehouseProcess;
    if (waiting?.alive) {
      waiting.keepParentAlive(true);
      taken = waiting;
    } else taken = await WarehouseProcess.spawn(this.limits);
    void taken.whenEnded().then(() => this.prepare());
    return taken;
  }

  /** Ends the spare (shutdown, tests). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const spare = this.spare;
    this.spare = undefined;
    await (await spare)?.kill();
  }

  private prepare() {
    // One spare at most (runs that ran side by side end one after the other); none after close().
    if (this.spare || this.closed) return;
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
