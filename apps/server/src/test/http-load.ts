// Steady HTTP load for the process fault tests (src/faults/): loops of requests against real servers,
// each request recorded with when it was sent, when it ended and how it ended: a complete answer (the
// whole body read), a connection refused (the server no longer listens), or a connection cut before
// the answer was complete. And single requests whose body is still being sent, to have a request in
// flight at a chosen moment.
import http from 'node:http';
import net from 'node:net';

export type LoadOutcome = 'answered' | 'refused' | 'cut';

export interface LoadRequest {
  id: number;
  /** Which target (its index in the loop's list) the request went to. */
  target: number;
  what: string;
  sentAt: number;
  endedAt: number;
  outcome: LoadOutcome;
  status?: number;
  error?: string;
}

/** One request of the mix: method, path and body, built afresh for each send. */
export type LoadOp = () => { what: string; method: string; url: string; body?: unknown };

export interface LoadTarget {
  origin: string;
  headers: Record<string, string>;
  ops: LoadOp[];
}

/** Sends the request and reads its whole answer; classifies what came back. */
async function send(
  target: LoadTarget,
  index: number,
  id: number,
  { what, method, url, body }: ReturnType<LoadOp>,
): Promise<LoadRequest> {
  const sentAt = Date.now();
  const ended = (outcome: LoadOutcome, extra: Partial<LoadRequest> = {}): LoadRequest => ({
    id,
    target: index,
    what,
    sentAt,
    endedAt: Date.now(),
    outcome,
    ...extra,
  });
  let status: number | undefined;
  try {
    const res = await fetch(`${target.origin}${url}`, {
      method,
      headers: { ...target.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    status = res.status;
    await res.arrayBuffer(); // a body cut short throws here
    return ended('answered', { status });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const refused = cause?.code === 'ECONNREFUSED' && status === undefined;
    return ended(refused ? 'refused' : 'cut', {
      status,
      error: `${cause?.code ?? ''} ${cause?.message ?? err}`,
    });
  }
}

/**
 * `concurrency` loops per target, each picking the next op of the target's mix in turn, until
 * stop(); a loop whose target refused a connection stops sending there (as a load balancer would).
 */
export function startLoad(targets: LoadTarget[], concurrency: number) {
  const requests: LoadRequest[] = [];
  /** Requests sent and not ended: id -> target. */
  const pending = new Map<number, number>();
  let stopped = false;
  let next = 0;
  const loop = async (index: number, offset: number) => {
    const target = targets[index];
    for (let n = offset; !stopped; n++) {
      const id = next++;
      pending.set(id, index);
      const done = await send(target, index, id, target.ops[n % target.ops.length]());
      pending.delete(id);
      requests.push(done);
      if (done.outcome === 'refused') return;
    }
  };
  const loops = targets.flatMap((_, index) =>
    Array.from({ length: concurrency }, (_unused, offset) => loop(index, offset)),
  );
  return {
    requests,
    /** The ids of the requests to `target` sent and not answered yet, at this moment. */
    inFlight: (target: number) => [...pending].filter(([, t]) => t === target).map(([id]) => id),
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return requests;
    },
  };
}

/**
 * A request whose headers the server has taken (it answered `100 Continue`) and whose body is only
 * partly sent: in flight until finish() sends the rest, or for good when it is never called.
 */
export async function requestInFlight(
  origin: string,
  headers: Record<string, string>,
  method: string,
  url: string,
  body: string,
  contentType = 'application/json',
) {
  const half = Math.floor(body.length / 2);
  const req = http.request(`${origin}${url}`, {
    method,
    agent: false,
    headers: {
      ...headers,
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** Whether a new TCP connection to `port` on loopback is refused now. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}
