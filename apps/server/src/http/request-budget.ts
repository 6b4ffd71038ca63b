// Per-tenant request limits (issue 30, "one tenant hammering the API keeps the others' p95 within 2x
// of their quiet baseline"): each tenant whose objects a request addresses draws from its own token
// bucket (`perSecond` refilled, up to `burst` at once); a caller outside any tenant (the platform's
// pages, their own profile) from their own. Past it the request is answered 429 with Retry-After
// before its handler runs, held for up to `refusalHoldMs` first: a client that asks again as soon as
// it is refused would otherwise keep the server busy answering refusals. While the server is busy, a
// tenant taking more than its share has its rate shrunk (fair-share.ts). Kept in this
// process: in a scaled deployment each server gives a tenant its own budget (docs/deploy.md).
import type { FastifyRequest } from 'fastify';
import { FairShare } from './fair-share.js';
import { HttpProblem } from './problem.js';

export interface RequestBudgetLimits {
  /** Requests a second a tenant may make on average; 0 for no limit. */
  perSecond: number;
  /** Requests it may make at once after a quiet spell. */
  burst: number;
  /** How long a refusal is held before it is answered (at most its Retry-After); unset 0. */
  refusalHoldMs?: number;
  /** Event-loop utilisation above which the busiest tenants are slowed (fair-share.ts); unset 0, off. */
  busyAbove?: number;
}

/** A tenant asking fewer requests a second than this is never slowed for its share. */
const FAIR_SHARE_MINIMUM_PER_SECOND = 10;

interface Bucket {
  tokens: number;
  at: number;
}

/** The key of a tenant's budget, before its id; the others are a caller's. */
const TENANT_KEY = 'tenant:';

/** Above this many buckets, full ones (callers quiet for a while) are dropped: memory stays bounded. */
const MAX_BUCKETS = 10_000;

export class RequestBudget {
  private readonly buckets = new Map<string, Bucket>();
  /** The tenants' shares of a busy server; `watchEventLoop()` starts adjusting them. */
  readonly fairShare: FairShare;

  constructor(
    readonly limits: RequestBudgetLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.fairShare = new FairShare({
      // Without a rate there is nothing to shrink: no window timer, no counting.
      busyAbove: limits.perSecond > 0 ? (limits.busyAbove ?? 0) : 0,
      minimumPerSecond: FAIR_SHARE_MINIMUM_PER_SECOND,
    });
  }

  /** Takes one request from `key`'s budget: 0 when it may go on, else the seconds until it may. */
  take(key: string): number {
    const { perSecond, burst } = this.limits;
    if (perSecond <= 0) return 0;
    // Only tenants compete for shares: a caller outside every tenant keeps its own fixed budget.
    const competing = key.startsWith(TENANT_KEY);
    const factor = competing ? this.fairShare.factor(key) : 1;
    const rate = perSecond * factor;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(Math.max(1, burst * factor), bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= MAX_BUCKETS) this.dropFull(now);
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      if (competing) this.fairShare.record(key);
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  }

  private dropFull(now: number) {
    const { perSecond, burst } = this.limits;
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
  }
}

/** Whose budget a request draws from: the tenant it addresses, else its caller. */
function budgetKey(req: FastifyRequest): string | undefined {
  const tenantId = req.resolvedScope?.tenantId;
  if (tenantId) return `${TENANT_KEY}${tenantId}`;
  return req.principal ? `${req.principal.type}:${req.principal.id}` : undefined;
}

/** Refuses the request when its tenant (or caller) has spent its budget, after the refusal's hold. */
export async function chargeRequest(budget: RequestBudget, req: FastifyRequest) {
  const key = budgetKey(req);
  if (!key) return;
  const wait = budget.take(key);
  if (wait > 0) {
    const hold = Math.min(wait * 1000, budget.limits.refusalHoldMs ?? 0);
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
    throw new HttpProblem(
      429,
      'Too Many Requests',
      `Too many requests for this organisation at once; try again in ${wait} s.`,
      'tooManyRequests',
      undefined,
      { 'retry-after': String(wait) },
    );
  }
}
