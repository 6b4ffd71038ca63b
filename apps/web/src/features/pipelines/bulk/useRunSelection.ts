// The monitor's row selection (antd's rowSelection, checkbox column, Space ticks a focused box):
// only for a caller who may start runs, a checkbox on each run they can cancel or rerun. The ticked
// runs are kept here, so a selection survives paging and the polls that redraw the rows.
import { useState } from 'react';
import { App, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_RUNS, type PipelineRun } from '@cairn/contracts';
import { isBulkSelectable, nextSelection } from './runSelection';

export function useRunSelection(enabled: boolean, pipelineLabel: (run: PipelineRun) => string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Map<string, PipelineRun>>(() => new Map());

  const rowSelection: TableProps<PipelineRun>['rowSelection'] = enabled
    ? {
        selectedRowKeys: [...selected.keys()],
        // The ticks of other pages stay when the page changes.
        preserveSelectedRowKeys: true,
        selections: [Table.SELECTION_ALL, Table.SELECTION_INVERT, Table.SELECTION_NONE],
        getCheckboxProps: (run) => ({
          disabled: !isBulkSelectable(run),
          'aria-label': t('runs.bulk.selectRun', { name: pipelineLabel(run) }),
        }),
        onChange: (keys, rows) => {
          const next = nextSelection(selected, keys.map(String), rows);
          if (next.capped) void message.warning(t('runs.bulk.capped', { max: MAX_BULK_RUNS }));
          setSelected(next.selected);
        },
      }
    : undefined;

  return {
    selected: [...selected.values()],
    rowSelection,
    clear: () => setSelected(new Map()),
  };
}
