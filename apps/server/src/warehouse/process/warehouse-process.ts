// The worker's side of a run's warehouse process (warehouse-child.ts): starts it with a memory
// ceiling, sends it requests, forwards the run's abort, and turns its unexpected end (a DuckDB
// crash, an abort, running out of memory) into a WarehouseError('crashed') for the run alone.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { fromDuckdb, WarehouseError } from '../warehouse-errors.js';
import { childEnvironment } from './child-environment.js';
import type {
  Answers,
  ErrorAnswer,
  FromChild,
  OpenRequest,
  QueryEachProgress,
  Request,
  ToChild,
} from './protocol.js';

const PRLIMIT = '/usr/bin/prlimit';
const NICE = '/usr/bin/nice';
/** The JavaScript heap of the process is small: the data lives in DuckDB, bounded by its memory limit. */
const HEAP_MB = 256;
const START_TIMEOUT_MS = 30_000;

export interface ProcessLimits {
  /** The whole process's data segment (RLIMIT_DATA, on Linux), in MB; 0 for none. */
  memoryMB: number;
  /**
   * How much lower its CPU priority is than this process's (nice; CAIRN_WAREHOUSE_NICENESS, default
   * 10): users' SQL yields the CPU to the HTTP server, so pages stay responsive while builds run.
   * 0 or unset: the same priority.
   */
  niceness?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  progress?: (progress: QueryEachProgress) => void;
}

/**
 * Where the child's code is: beside this file, as .js when built, or as .ts under the tests (through
 * tsx). The test command builds first and says so (CAIRN_TEST_BUILT, scripts/test-all.sh): then the
 * tests' children run the build of the same sources, as the process tests' servers do. Through tsx a
 * child took ~1.6 s of CPU to start instead of ~0.9, and the suite starts hundreds.
 */
function childCommand() {
  const fromSource = import.meta.url.endsWith('.ts');
  const built = fileURLToPath(new URL('../../../dist/warehouse/process/warehouse-child.js', import.meta.url));
  if (!fromSource || (process.env.CAIRN_TEST_BUILT === '1' && fs.existsSync(built))) {
    const entry = fromSource ? built : fileURLToPath(new URL('./warehouse-child.js', import.meta.url));
    return { entry, execArgv: [`--max-old-space-size=${HEAP_MB}`] };
  }
  const entry = fileURLToPath(new URL('./warehouse-child.ts', import.meta.url));
  return { entry, execArgv: ['--import', 'tsx', `--max-old-space-size=${HEAP_MB}`] };
}

function startChild(limits: ProcessLimits): ChildProcess {
  const { entry, execArgv } = childCommand();
  const options = {
    env: childEnvironment(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as const,
    serialization: 'advanced' as const,
  };
  // Each wrapper executes the next in its place (same process, same IPC channel): nice lowers the
  // priority of every thread the process will have, prlimit sets the memory ceiling.
  let command = [process.execPath, ...execArgv, entry];
  if (limits.memoryMB > 0 && process.platform === 'linux' && fs.existsSync(PRLIMIT))
    command = [PRLIMIT, `--data=${limits.memoryMB * 1024 * 1024}`, '--', ...command];
  const niceness = limits.niceness ?? 0;
  if (niceness > 0 && fs.existsSync(NICE)) command = [NICE, '-n', String(niceness), ...command];
  if (command[0] !== process.execPath) {
    return spawn(command[0]!, command.slice(1), { ...options, stdio: [...options.stdio] });
  }
  const child = fork(entry, [], { execArgv, ...options, stdio: [...options.stdio] });
  // Without nice(1) only the main thread is lowered; the threads DuckDB starts later inherit it.
  if (niceness > 0 && child.pid) os.setPriority(child.pid, Math.min(19, os.getPriority() + niceness));
  return child;
}

/** The error the child described, as the run sees it. */
export function errorOf({ reason, message, abortReason }: ErrorAnswer): Error {
  return reason ? new WarehouseError(reason, message, abortReason) : fromDuckdb(new Error(message));
}

export class WarehouseProcess {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private ended: WarehouseError | undefined;
  private closing = false;
  private closed: Promise<void> = Promise.resolve();
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.ended ??= new WarehouseError(
          'crashed',
          `The warehouse process stopped unexpectedly: ${signal ?? `exit code ${code}`}.`,
        );
        for (const { reject } of this.pending.values()) reject(this.ended);
        this.pending.clear();
        resolve();
      });
    });
    child.on('message', (message: FromChild | 'ready') => {
      if (message === 'ready') return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      if ('progress' in message) {
        waiting.progress?.(message.progress);
        return;
      }
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorOf(message.error));
    });
    // An IPC error (the child gone mid-send) ends in 'exit' too; nothing more to do here.
    child.on('error', () => undefined);
  }

  /**
   * Starts a process and waits until it is ready (node and DuckDB loaded), with no file open yet:
   * what spare-processes.ts keeps warm ahead of the next run.
   */
  static async spawn(limits: ProcessLimits): Promise<WarehouseProcess> {
    const child = startChild(limits);
    const process_ = new WarehouseProcess(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The warehouse process did not start.')),
        START_TIMEOUT_MS,
      );
      child.once('message', () => (clearTimeout(timer), resolve()));
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new WarehouseError(
            'crashed',
            `The warehouse process could not start: ${signal ?? `exit code ${code}`}.`,
          ),
        );
      });
    });
    return process_;
  }

  /** Opens the file in this (fresh) process; the process is killed when it cannot. */
  async open(open: OpenRequest): Promise<WarehouseProcess> {
    try {
      await this.request(open);
    } catch (err) {
      await this.kill();
      throw err;
    }
    return this;
  }

  /**
   * A spare waiting for its run must not keep this process alive (tests, a server shutting down);
   * the child ends by itself when this process goes (warehouse-child.ts, 'disconnect').
   */
  keepParentAlive(keep: boolean) {
    if (keep) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  get pid() {
    return this.child.pid;
  }

  get alive() {
    return !this.ended;
  }

  /** Resolves when the process has ended, however it ended. */
  whenEnded(): Promise<void> {
    return this.exited;
  }

  /** Sends a request; `progress` hears what the child reports before its answer (queryEach). */
  request<R extends Request>(
    request: R,
    progress?: (progress: QueryEachProgress) => void,
  ): Promise<Answers[R['op']]> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, progress });
      this.child.send({ id, request } satisfies ToChild, (err) => {
        if (!err) return;
        this.pending.delete(id);
        reject(this.ended ?? new WarehouseError('crashed', 'The warehouse process stopped unexpectedly.'));
      });
    });
  }

  /** Interrupts the running statement: it fails with the abort's reason (cancelled, timeout, shutdown). */
  abort(reason: unknown) {
    if (!this.ended) this.child.send({ abort: reason } satisfies ToChild, () => undefined);
  }

  /**
   * Closes the warehouse cleanly (checkpoint, file lock released): resolves when the process has
   * said so, or has ended. The process then ends by itself (whenEnded()); a run need not wait the
   * ~10-20 ms of a node process's exit, as nothing of the file is held any more.
   */
  async close(): Promise<void> {
    if (this.closing) return this.closed;
    this.closing = true;
    this.closed = (async () => {
      if (this.ended) return;
      const answered = this.request({ op: 'close' }).then(
        () => undefined,
        () => undefined,
      );
      this.ended = new WarehouseError('crashed', 'The warehouse process was closed.');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), START_TIMEOUT_MS);
      void this.exited.then(() => clearTimeout(timer));
      await Promise.race([answered, this.exited]);
    })();
    return this.closed;
  }

  /** Ends the process at once (it could not open, or a run gave up on it). */
  async kill(): Promise<void> {
    this.closing = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}
