// The local pause provider: Cairn's own warehouses hold no connection while idle (the last user
// closes the DuckDB file, a PostgreSQL warehouse keeps no session open), and locally composed
// resources have no Azure counterpart to stop, so pausing settles at once and records Paused
// (docs/decisions/administration.md "Costs"). It goes through the same interface as `azure` so the
// job, the recorded states and the costs page are the same on both.
import type { PauseOutcome, PauseProvider } from './provider.js';

export class LocalPauseProvider implements PauseProvider {
  readonly name = 'local' as const;

  async pause(): Promise<PauseOutcome> {
    return { state: 'Paused' };
  }

  async resume(): Promise<PauseOutcome> {
    return { state: 'Running' };
  }

  async settle(_operationUrl: string, direction: 'pause' | 'resume'): Promise<PauseOutcome> {
    return { state: direction === 'pause' ? 'Paused' : 'Running' };
  }
}
