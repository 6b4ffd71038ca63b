// Fair shares of a busy server (issue 30, "one tenant hammering the API keeps the others' p95 within
// 2x of their quiet baseline"). A fixed request rate per tenant cannot do this alone: the rate that
// stops one tenant from taking the server's thread (15 a second in the load bench) is what a busy
// tenant's own users ask for on a quiet server. So the rate of the tenants taking more than their
// share shrinks while the server's event loop is busy (PGlite's queries run on it too), and grows
// back once they take no more: a lone busy tenant is never slowed, nor one asking little. Measured:
// docs/performance.md "Load".
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface FairShareLimits {
  /** Event-loop utilisation (0-1) above which the busiest tenants' rates shrink; 0 turns this off. */
  busyAbove: number;
  /** A tenant asking fewer requests a second than this is never slowed. */
  minimumPerSecond: number;
}

/** A busy window multiplies an over-share tenant's rate by SHRINK; any other window by GROW, up to 1. */
const SHRINK = 0.6;
const GROW = 1.25;
/** The lowest share of its configured rate a tenant is slowed to. */
export const MIN_FACTOR = 0.1;
/** How often the event loop's utilisation is read and the rates adjusted. */
export const WINDOW_MS = 500;

export class FairShare {
  private readonly passed = new Map<string, number>();
  private readonly factors = new Map<string, number>();

  constructor(readonly limits: FairShareLimits) {}

  /** The share of its configured rate `key` may use now (1 unless slowed). */
  factor(key: string): number {
    return this.factors.get(key) ?? 1;
  }

  /** Counts one request of `key` let through in the current window. */
  record(key: string) {
    if (this.limits.busyAbove <= 0) return; // off: nothing would ever read the counts
    this.passed.set(key, (this.passed.get(key) ?? 0) + 1);
  }

  /**
   * Ends a window of `windowMs` in which the event loop was busy `utilisation` of the time: when it
   * was busy and several tenants asked, each taking more than an even share (and at least the
   * minimum rate) is slowed; every other slowed tenant speeds up again, busy or not, so a tenant that
   * stopped flooding gets its rate back while the others keep the server busy.
   */
  adjust(utilisation: number, windowMs = WINDOW_MS) {
    const { busyAbove, minimumPerSecond } = this.limits;
    const shrunk = new Set<string>();
    if (busyAbove > 0 && utilisation > busyAbove && this.passed.size >= 2) {
      let total = 0;
      for (const count of this.passed.values()) total += count;
      const evenShare = total / this.passed.size;
      for (const [key, count] of this.passed) {
        if (count <= evenShare || (count * 1000) / windowMs < minimumPerSecond) continue;
        this.factors.set(key, Math.max(MIN_FACTOR, this.factor(key) * SHRINK));
        shrunk.add(key);
      }
    }
    for (const [key, factor] of this.factors) {
      if (shrunk.has(key)) continue;
      if (factor * GROW >= 1) this.factors.delete(key);
      else this.factors.set(key, factor * GROW);
    }
    this.passed.clear();
  }

  /** Adjusts every window from this process's event-loop utilisation; returns what stops it. */
  watchEventLoop(): () => void {
    if (this.limits.busyAbove <= 0) return () => {};
    let last: EventLoopUtilization = performance.eventLoopUtilization();
    const timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      this.adjust(performance.eventLoopUtilization(now, last).utilization);
      last = now;
    }, WINDOW_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
