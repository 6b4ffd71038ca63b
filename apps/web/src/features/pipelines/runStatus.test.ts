import { describe, expect, it } from 'vitest';
import { RUN_STATUSES, runDisplay } from '@cairn/contracts';
import {
  formatDuration,
  isFinished,
  LAYER_OF_ENTRY,
  monitorAddress,
  runDurationMs,
  statusColour,
} from './runStatus';

describe('the monitor of each module', () => {
  it('lists the runs of the layer the address names', () => {
    // Entry -> layer, as pairs in the menu's order (every entry, and no other).
    expect(Object.entries(LAYER_OF_ENTRY)).toEqual([
      ['import', 'import'],
      ['modeling', 'model'],
      ['filtering', 'filtering'],
      ['labeling', 'labeling'],
      ['fxRate', 'labeling'],
      ['analytical', 'analytical'],
      ['testing', 'test'],
    ]);
  });

  it('sends the run page back to the monitor of its layer', () => {
    expect(monitorAddress('import', false)).toBe('/import/monitor');
    expect(monitorAddress('model', false)).toBe('/modeling/monitor');
    expect(monitorAddress('labeling', false)).toBe('/labeling/monitor');
    expect(monitorAddress('labeling', true)).toBe('/fx-rate/monitor');
    expect(monitorAddress('test', false)).toBe('/testing/monitor');
    expect(monitorAddress('TestLayer', false)).toBe('/testing/monitor');
    expect(monitorAddress('analytical', false)).toBe('/analytical/monitor');
  });
});

describe('status display (workspace.md section 4)', () => {
  it('colours a status by its legend group', () => {
    expect(statusColour('Succeeded')).toBe('success');
    expect(statusColour('Success')).toBe('success');
    for (const status of ['Failed', 'Cancelled', 'Canceling']) expect(statusColour(status)).toBe('error');
    for (const status of ['Queued', 'InProgress']) expect(statusColour(status)).toBe('processing');
    expect(statusColour('TimedOut')).toBe('warning');
  });

  it('puts every status the server knows in the legend group the rules give it', () => {
    const groups = Object.fromEntries(RUN_STATUSES.map((s) => [s, runDisplay(s)]));
    expect(groups).toEqual({
      Queued: 'running',
      InProgress: 'running',
      Succeeded: 'success',
      Failed: 'failed',
      Canceling: 'failed',
      Cancelled: 'failed',
      TimedOut: 'other',
    });
  });
});

describe('finished runs', () => {
  // Which buttons a run gets is the server's (its abilities, pipelines.policy.ts); the page only
  // stops refreshing a run that changes no more.
  it('knows a run that will not change any more', () => {
    expect(RUN_STATUSES.filter(isFinished)).toEqual(['Succeeded', 'Failed', 'Cancelled', 'TimedOut']);
    expect(isFinished('Success')).toBe(true);
  });
});

describe('duration', () => {
  const run = {
    runStart: '2026-03-01T10:00:00.000Z',
    startedAt: '2026-03-01T10:00:02.000Z',
    runEnd: '2026-03-01T11:02:05.000Z',
    status: 'Succeeded' as const,
  };

  it('counts from the start of work to the end', () => {
    expect(runDurationMs(run)).toBe(3_723_000);
    expect(formatDuration(runDurationMs(run))).toBe('1 h 02 m 03 s');
    expect(formatDuration(125_000)).toBe('2 m 05 s');
    expect(formatDuration(4_400)).toBe('4 s');
  });

  it('runs on for a run in progress, and is empty before a run started', () => {
    const now = Date.parse('2026-03-01T10:00:12.000Z');
    expect(runDurationMs({ ...run, status: 'InProgress', runEnd: null }, now)).toBe(10_000);
    expect(runDurationMs({ ...run, status: 'Queued', startedAt: null, runEnd: null }, now)).toBeNull();
    expect(formatDuration(null)).toBeNull();
  });
});
