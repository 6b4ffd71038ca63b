import { describe, expect, it } from 'vitest';
import type { PipelineRun } from '@cairn/contracts';
import { readMonitorQuery, serverSort, sortPage, writeMonitorQuery } from './monitorQuery';

const run = (id: string, extra: Partial<PipelineRun> = {}): PipelineRun => ({
  id,
  status: 'Succeeded',
  pipelineName: 'ImportFiles',
  layerName: 'import',
  parameters: {},
  message: null,
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:00.000Z',
  runEnd: '2026-03-01T10:00:10.000Z',
  startedBy: null,
  rerunOf: null,
  url: `/pipeline-runs/${id}`,
  ...extra,
});

describe('monitor address', () => {
  it('defaults to 30 days back, newest first, page 1, every status', () => {
    expect(readMonitorQuery(new URLSearchParams())).toEqual({
      statuses: [],
      daysBack: 30,
      sort: 'runStart',
      direction: 'desc',
      page: 1,
    });
    expect(writeMonitorQuery(readMonitorQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('keeps the status filter, look-back, sort and page, and drops what it does not know', () => {
    const search = new URLSearchParams(
      'status=Failed&status=Queued&status=Bogus&days=7&sort=status&dir=asc&page=3',
    );
    const query = readMonitorQuery(search);
    expect(query).toEqual({
      statuses: ['Failed', 'Queued'],
      daysBack: 7,
      sort: 'status',
      direction: 'asc',
      page: 3,
    });
    expect(readMonitorQuery(writeMonitorQuery(query))).toEqual(query);
    expect(readMonitorQuery(new URLSearchParams('days=-4&page=x&sort=evil')).daysBack).toBe(30);
  });

  it('asks the server to sort the columns it can, and newest first for the others', () => {
    expect(serverSort({ sort: 'pipeline', direction: 'asc' })).toEqual({
      sortBy: 'pipelineName',
      direction: 'asc',
    });
    expect(serverSort({ sort: 'runEnd', direction: 'asc' })).toEqual({ sortBy: 'runEnd', direction: 'asc' });
    expect(serverSort({ sort: 'duration', direction: 'asc' })).toEqual({
      sortBy: 'runStart',
      direction: 'desc',
    });
  });

  it('sorts the page on screen by duration, message or who started it', () => {
    const short = run('short', { runEnd: '2026-03-01T10:00:01.000Z', message: 'b' });
    const long = run('long', { runEnd: '2026-03-01T10:05:00.000Z', message: 'a' });
    const label = (r: PipelineRun) => r.pipelineName;
    expect(sortPage([long, short], { sort: 'duration', direction: 'asc' }, label).map((r) => r.id)).toEqual([
      'short',
      'long',
    ]);
    expect(sortPage([short, long], { sort: 'message', direction: 'desc' }, label).map((r) => r.id)).toEqual([
      'short',
      'long',
    ]);
    // Server-sorted columns come as they are.
    expect(sortPage([short, long], { sort: 'status', direction: 'asc' }, label).map((r) => r.id)).toEqual([
      'short',
      'long',
    ]);
  });
});
