// The warehouse table the builder's tests draw from: text, date and decimal columns, and a name to quote.
import type { WarehouseTable } from '@cairn/contracts';

export const PAYROLL_TABLE: WarehouseTable = {
  schema: 'model',
  name: 'payroll',
  rowCount: 3,
  columns: [
    { name: 'country', type: 'VARCHAR' },
    { name: 'period', type: 'DATE' },
    { name: 'amount', type: 'DECIMAL(18,2)' },
    { name: 'employee "id"', type: 'VARCHAR' },
  ],
};
