// State of a Build screen's table (workspace.md s.4 "Building"): the rules of a tick and of Build
// come from contracts (tickBuildNode, canBuild); this adds the select-all headers and keeps the
// ticks by node name, so a reloaded node list keeps what the user ticked.
import { tickBuildNode, type BuildNode } from '@cairn/contracts';

export type BuildColumn = 'active' | 'rebuild';
export type BuildTicks = Record<string, Omit<BuildNode, 'name'>>;

/** The table's rows: every node of the layer, unticked unless the user ticked it. */
export function buildRows(nodeNames: readonly string[], ticks: BuildTicks): BuildNode[] {
  return nodeNames.map((name) => ({ name, ...(ticks[name] ?? { active: false, rebuild: false }) }));
}

const toTicks = (rows: readonly BuildNode[]): BuildTicks =>
  Object.fromEntries(rows.map(({ name, active, rebuild }) => [name, { active, rebuild }]));

/** One row's tick, with the rule of contracts (a rebuild tick also sets active). */
export function tickRow(
  rows: readonly BuildNode[],
  name: string,
  column: BuildColumn,
  checked: boolean,
): BuildTicks {
  return toTicks(rows.map((row) => (row.name === name ? tickBuildNode(row, column, checked) : row)));
}

/** A select-all header sets the column of every row, each through the same rule. */
export function tickAll(rows: readonly BuildNode[], column: BuildColumn, checked: boolean): BuildTicks {
  return toTicks(rows.map((row) => tickBuildNode(row, column, checked)));
}

/** What a select-all header shows: ticked when every row is, a dash when only some are. */
export function headerState(rows: readonly { [key in BuildColumn]?: boolean }[], column: BuildColumn) {
  const ticked = rows.filter((row) => row[column]).length;
  return {
    checked: rows.length > 0 && ticked === rows.length,
    indeterminate: ticked > 0 && ticked < rows.length,
  };
}
