import { describe, expect, it } from 'vitest';
import { extractQueryFields } from '@cairn/contracts';
import {
  fieldsEditorReducer as reduce,
  initialFieldsEditor,
  isDirty,
  suggestionsOf,
  type FieldsEditorState,
} from './fieldsEditor';

const query = `select e.id as EmployeeId,
  e.name as EmployeeName, -- a comment: x as NotAField
  p.amount as GrossAmount,
  p.period as PayPeriod
from payroll p join employees e on e.id = p.employee`;
const queryFields = extractQueryFields(query);
const text = (name: string) => ({ name, dataType: 'NVARCHAR(255)' });
const names = (state: FieldsEditorState) => state.fields.map((f) => f.name);
const add = (state: FieldsEditorState, name: string) =>
  reduce(state, { type: 'addSuggestion', field: text(name), queryFields });

describe('edit-fields modal state', () => {
  it('suggests the query fields not yet defined, in query order, ignoring case', () => {
    const state = initialFieldsEditor([{ name: 'employeename', dataType: 'NVARCHAR(50)' }]);
    expect(suggestionsOf(state, query)).toEqual(['EmployeeId', 'GrossAmount', 'PayPeriod']);
  });

  it('puts an added suggestion back in query order', () => {
    let state = initialFieldsEditor([text('EmployeeId'), text('PayPeriod')]);
    state = add(state, 'GrossAmount');
    expect(names(state)).toEqual(['EmployeeId', 'GrossAmount', 'PayPeriod']);
    state = add(state, 'EmployeeName');
    expect(names(state)).toEqual(['EmployeeId', 'EmployeeName', 'GrossAmount', 'PayPeriod']);
    expect(suggestionsOf(state, query)).toEqual([]);
  });

  it('places a suggestion among fields of the query, before fields the query does not name', () => {
    const state = add(initialFieldsEditor([text('PayPeriod'), text('Manual')]), 'EmployeeId');
    expect(names(state)).toEqual(['EmployeeId', 'PayPeriod', 'Manual']);
  });

  it('does not add a name twice', () => {
    const state = initialFieldsEditor([text('EmployeeId')]);
    expect(reduce(state, { type: 'addSuggestion', field: text('employeeid'), queryFields })).toBe(state);
  });

  it('appends a new field at the end', () => {
    const state = reduce(initialFieldsEditor([text('PayPeriod')]), { type: 'append', field: text('Extra') });
    expect(names(state)).toEqual(['PayPeriod', 'Extra']);
  });

  it('moves fields up and down and stops at the ends', () => {
    let state = initialFieldsEditor([text('A111'), text('B222'), text('C333')]);
    state = reduce(state, { type: 'move', index: 2, by: -1 });
    expect(names(state)).toEqual(['A111', 'C333', 'B222']);
    state = reduce(state, { type: 'move', index: 0, by: 1 });
    expect(names(state)).toEqual(['C333', 'A111', 'B222']);
    expect(reduce(state, { type: 'move', index: 0, by: -1 })).toBe(state);
    expect(reduce(state, { type: 'move', index: 2, by: 1 })).toBe(state);
  });

  it('returns a removed query field to the suggestions; a removed other field is gone', () => {
    let state = initialFieldsEditor([text('EmployeeId'), text('Manual'), text('EmployeeName')]);
    state = reduce(state, { type: 'remove', index: 0 });
    state = reduce(state, { type: 'remove', index: 0 });
    expect(names(state)).toEqual(['EmployeeName']);
    expect(suggestionsOf(state, query)).toEqual(['EmployeeId', 'GrossAmount', 'PayPeriod']);
  });

  it('is dirty after a change and clean again when the change is undone or saved', () => {
    const saved = [text('EmployeeId'), text('PayPeriod')];
    let state = initialFieldsEditor(saved);
    expect(isDirty(state)).toBe(false);
    state = reduce(state, { type: 'move', index: 0, by: 1 });
    expect(isDirty(state)).toBe(true);
    state = reduce(state, { type: 'move', index: 0, by: 1 });
    expect(isDirty(state)).toBe(false);
    state = reduce(state, { type: 'setDataType', index: 1, dataType: 'DATETIME' });
    expect(isDirty(state)).toBe(true);
    state = reduce(state, { type: 'reset', fields: state.fields });
    expect(isDirty(state)).toBe(false);
  });
});
