// Benches that start the demo measure once its first runs (queued at the first start: imports, then
// builds and tests) have ended: a run in progress takes CPU and disk from what is being measured.
import { PIPELINE_RUN_LOOKBACK_DAYS } from '@cairn/contracts';

const ACTIVE = ['Queued', 'InProgress', 'Canceling'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no engagement the caller sees has a run queued or running (`get`: a signed-in GET). */
export async function untilDemoRunsSettled(get: <T>(url: string) => Promise<T>) {
  const engagements = await get<Array<{ id: string }>>('/api/engagements/mine');
  const status = ACTIVE.map((s) => `status=${s}`).join('&');
  for (let quietPolls = 0; quietPolls < 3;) {
    await sleep(1000);
    let active = 0;
    for (const e of engagements) {
      const page = await get<{ meta: { totalItems: number } }>(
        `/api/pipelines/engagements/${e.id}/runs?${status}&daysBack=${PIPELINE_RUN_LOOKBACK_DAYS}`,
      );
      active += page.meta.totalItems;
    }
    // A finished run may queue the next (import -> build -> tests): several quiet polls in a row.
    quietPolls = active === 0 ? quietPolls + 1 : 0;
  }
}
