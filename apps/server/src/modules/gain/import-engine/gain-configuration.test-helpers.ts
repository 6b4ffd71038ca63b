// Gain table and column configurations for tests: the defaults of a plain table, overridden as needed.
import type { GainColumnConfiguration, GainTableConfiguration } from '@cairn/contracts';

export const column = (c: Partial<GainColumnConfiguration>): GainColumnConfiguration => ({
  mustHaveValue: false,
  dataType: 'Any',
  failureBehaviour: 'Break',
  ...c,
});

export const table = (t: Partial<GainTableConfiguration>): GainTableConfiguration => ({
  targetTableName: 't',
  sourceFileName: 'data.csv',
  sourceFileHasHeaderRow: true,
  rowExistenceCriterion: 'None',
  sourceFileRowsToSkip: 0,
  sourceFileColsToSkip: 0,
  columnConfigurations: [],
  ...t,
});
