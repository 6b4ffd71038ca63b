// Differences of a node's fields or properties between two branches, for the compare tab of the
// history drawer: one row per name (matched ignoring case), in this branch's order, then the others.

export type DiffState = 'same' | 'changed' | 'onlyMine' | 'onlyOther';

export interface DiffRow {
  name: string;
  mine?: string;
  other?: string;
  state: DiffState;
}

export function diffByName<T extends { name: string }>(
  mine: readonly T[],
  other: readonly T[],
  valueOf: (item: T) => string,
): DiffRow[] {
  const others = new Map(other.map((item) => [item.name.toLowerCase(), item]));
  const rows: DiffRow[] = mine.map((item) => {
    const match = others.get(item.name.toLowerCase());
    others.delete(item.name.toLowerCase());
    if (!match) return { name: item.name, mine: valueOf(item), state: 'onlyMine' };
    const [a, b] = [valueOf(item), valueOf(match)];
    return { name: item.name, mine: a, other: b, state: a === b ? 'same' : 'changed' };
  });
  for (const item of others.values())
    rows.push({ name: item.name, other: valueOf(item), state: 'onlyOther' });
  return rows;
}
