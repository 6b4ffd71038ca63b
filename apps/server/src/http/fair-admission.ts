// Fair turns between tenants (issue 30, "one tenant hammering the API keeps the others' p95 within 2x
// of their quiet baseline"). A tenant within its request budget (request-budget.ts) could still fill
// the server: 8 connections asking the run list again as soon as answered took ~50 answers a second,
// all this process could give on a loaded 2-core machine, and the other tenants' calls waited behind
// them (p95 4x their quiet one). So a signed-in request takes one of `slots` turns once its tenant is
// known, and gives it back when its answer is ready to send. When every turn is taken, the requests
// wait in one line per tenant, and the next free turn goes to the waiting tenant with the fewest
// requests in service: a flood waits behind itself, a quiet tenant's call goes next.
// A turn is given back after `maxTurnMs` (CAIRN_REQUEST_TURN_MS) at the latest, whatever the request still does (an upload, a
// long download, a call that waits on another request of this server): a slow request cannot hold
// the others up for longer than that.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { budgetKey, tooManyRequests } from './request-budget.js';

/** Gives a turn back; safe to call more than once. */
export type Release = () => void;

export interface FairAdmissionLimits {
  /** Requests in service at once; 0 for no limit. */
  slots: number;
  /** The longest one request holds its turn. */
  maxTurnMs: number;
  /** Requests of one tenant that may wait for a turn; past it they are refused. */
  maxWaiting: number;
}

export class FairAdmission {
  private inService = 0;
  private readonly running = new Map<string, number>();
  /** Waiting requests by tenant; the map's order is the order tenants get turns in on a tie. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limits: FairAdmissionLimits) {}

  /**
   * Resolves with the request's release once it has a turn; `undefined` when its tenant already has
   * `maxWaiting` requests waiting (the caller refuses it).
   */
  async admit(key: string): Promise<Release | undefined> {
    if (this.limits.slots <= 0) return () => undefined;
    if (this.inService < this.limits.slots && this.waiting.size === 0) this.take(key);
    else {
      const line = this.waiting.get(key) ?? [];
      if (line.length >= this.limits.maxWaiting) return undefined;
      // give() takes the turn on the waiting request's behalf before waking it.
      await new Promise<void>((wake) => {
        line.push(wake);
        this.waiting.set(key, line);
      });
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      this.give(key);
    };
    const timer = setTimeout(release, this.limits.maxTurnMs);
    timer.unref();
    return release;
  }

  /** Requests in service and waiting (tests). */
  get load() {
    let waiting = 0;
    for (const line of this.waiting.values()) waiting += line.length;
    return { inService: this.inService, waiting };
  }

  private take(key: string) {
    this.inService += 1;
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
  }

  private give(key: string) {
    this.inService -= 1;
    const left = (this.running.get(key) ?? 1) - 1;
    if (left > 0) this.running.set(key, left);
    else this.running.delete(key);
    while (this.inService < this.limits.slots && this.waiting.size > 0) {
      let next: string | undefined;
      for (const candidate of this.waiting.keys()) {
        if (next === undefined || (this.running.get(candidate) ?? 0) < (this.running.get(next) ?? 0))
          next = candidate;
      }
      const line = this.waiting.get(next!)!;
      const wake = line.shift()!;
      // The tenant served goes to the back of the order, so that ties take turns.
      this.waiting.delete(next!);
      if (line.length > 0) this.waiting.set(next!, line);
      this.take(next!);
      wake();
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's turn (fair-admission.ts), given back once its answer is ready to send. */
    releaseTurn: Release | null;
  }
}

/** Gives each request's turn back when its answer is ready to send, or when it ends another way. */
export function registerFairAdmission(app: FastifyInstance) {
  app.decorateRequest('releaseTurn', null);
  const release = async (req: FastifyRequest) => req.releaseTurn?.();
  app.addHook('onSend', async (req) => void (await release(req)));
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

/** Waits for the request's turn, in its tenant's line (request-budget.ts budgetKey); 429 past its line's length. */
export async function takeTurn(admission: FairAdmission, req: FastifyRequest) {
  const key = budgetKey(req);
  if (!key) return;
  const release = await admission.admit(key);
  if (!release) throw tooManyRequests(1);
  req.releaseTurn = release;
}
