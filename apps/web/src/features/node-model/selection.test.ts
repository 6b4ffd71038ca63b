import { describe, expect, it } from 'vitest';
import { choose, readSelection, writeSelection } from './selection';

describe('configuration choices in the address', () => {
  it('reads branch, node, source, category and test, ignoring empty and unknown parameters', () => {
    const params = new URLSearchParams('branch=working&node=payroll&source=&test=t1&other=1');
    expect(readSelection(params)).toEqual({ branch: 'working', node: 'payroll', test: 't1' });
  });

  it('clears the node and everything below when another branch is chosen', () => {
    const current = { branch: 'main', node: 'payroll', source: 'csv', category: 'c', test: 't' };
    expect(choose(current, 'branch', 'working')).toEqual({ branch: 'working' });
  });

  it('clears sources, categories and tests when another node is chosen', () => {
    const current = { branch: 'main', node: 'payroll', source: 'csv', category: 'c', test: 't' };
    expect(choose(current, 'node', 'employees')).toEqual({ branch: 'main', node: 'employees' });
  });

  it('keeps what depends on a choice that did not change', () => {
    const current = { branch: 'main', node: 'payroll', source: 'csv' };
    expect(choose(current, 'node', 'payroll')).toEqual(current);
  });

  it('clears a choice and its dependents when it is emptied', () => {
    expect(choose({ branch: 'main', node: 'payroll', source: 'csv' }, 'node', undefined)).toEqual({
      branch: 'main',
    });
  });

  it('writes the selection and keeps other parameters', () => {
    const params = new URLSearchParams('node=old&source=old&keep=yes');
    const written = writeSelection(params, { branch: 'working', node: 'payroll' });
    expect(Object.fromEntries(written)).toEqual({ node: 'payroll', keep: 'yes', branch: 'working' });
  });

  it('round-trips through the address', () => {
    const selection = { branch: 'feature/one', node: 'gross pay', category: 'Über' };
    const address = writeSelection(new URLSearchParams(), selection).toString();
    expect(readSelection(new URLSearchParams(address))).toEqual(selection);
  });
});
