// Turns between tenants: when the server is busy, the next free turn goes to the waiting tenant with
// the fewest requests in service, so a flood waits behind itself and a quiet tenant's call goes next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import { signedInEngagement, useTestServer } from '../test/test-server.js';
import { FairAdmission, type Release } from './fair-admission.js';

const limits = { slots: 2, maxTurnMs: 60_000, maxWaiting: 10 };

/** Asks for a turn; `order` records the keys in the order their turns came. */
function asker(admission: FairAdmission, order: string[]) {
  return (key: string) =>
    admission.admit(key).then((release) => {
      order.push(key);
      return release as Release;
    });
}

describe('FairAdmission', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the next free turn to a quiet tenant before the flood that was waiting first', async () => {
    const order: string[] = [];
    const admission = new FairAdmission(limits);
    const ask = asker(admission, order);
    const first = await ask('noisy');
    await ask('noisy');
    const waiting = [ask('noisy'), ask('noisy'), ask('noisy')];
    const quiet = ask('quiet');
    expect(admission.load).toEqual({ inService: 2, waiting: 4 });

    first();
    await quiet;
    expect(order).toEqual(['noisy', 'noisy', 'quiet']);
    expect(waiting).toHaveLength(3);
    expect(admission.load).toEqual({ inService: 2, waiting: 3 });
  });

  it('lets tenants with as many in service take turns', async () => {
    const order: string[] = [];
    const admission = new FairAdmission({ ...limits, slots: 1 });
    const ask = asker(admission, order);
    const holder = await ask('c');
    const turns = ['a', 'a', 'b', 'b'].map((key) => ask(key).then((release) => release()));
    holder();
    await Promise.all(turns);
    expect(order).toEqual(['c', 'a', 'b', 'a', 'b']);
    expect(admission.load).toEqual({ inService: 0, waiting: 0 });
  });

  it('takes a turn back after the longest a request may hold it, once only', async () => {
    vi.useFakeTimers();
    const admission = new FairAdmission({ ...limits, slots: 1, maxTurnMs: 1000 });
    const slow = await admission.admit('a');
    let next: Release | undefined;
    void admission.admit('b').then((release) => (next = release));
    await vi.advanceTimersByTimeAsync(999);
    expect(next).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBeDefined();
    slow!(); // late: its turn was already taken back, and is not given twice
    expect(admission.load).toEqual({ inService: 1, waiting: 0 });
  });

  it('refuses a request when its tenant already has the most waiting, and limits nothing at 0 slots', async () => {
    const admission = new FairAdmission({ ...limits, slots: 1, maxWaiting: 1 });
    await admission.admit('a');
    void admission.admit('a');
    expect(await admission.admit('a')).toBeUndefined();
    const open = new FairAdmission({ ...limits, slots: 0 });
    await Promise.all(Array.from({ length: 50 }, () => open.admit('a')));
    expect(open.load).toEqual({ inService: 0, waiting: 0 });
  });
});

describe('turns through the API', () => {
  const server = useTestServer({ CAIRN_REQUESTS_IN_SERVICE: '1' });

  it('serves every request and gives every turn back, an answer that is not 200 included', async () => {
    const a = await signedInEngagement(server, ROLE_NAMES.consultant);
    const b = await signedInEngagement(server, ROLE_NAMES.consultant);
    const runs = (id: string) => `/api/pipelines/engagements/${id}/runs?daysBack=30`;
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => a.client.request('GET', runs(a.engagementId))),
      ...[1, 2, 3].map(() => b.client.request('GET', runs(b.engagementId))),
      // Past the access check, then an answer that is not 200.
      a.client.request('GET', `/api/pipelines/engagements/${a.engagementId}/runs/not-a-run`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    expect(server.admission.load).toEqual({ inService: 0, waiting: 0 });
  });
});
