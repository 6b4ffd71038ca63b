// The local state of the edit-fields modal (workspace.md section 4, "Fields modal"): new fields are
// appended; query fields not yet defined are offered as suggestions and, when added, take their place
// in query order; fields move up and down; a removed query field becomes a suggestion again (the
// suggestions are derived from the query and the list, so that needs no bookkeeping).
import { fieldSuggestions, type FieldInput } from '@cairn/contracts';

export interface FieldsEditorState {
  /** The list as saved; dirty when the working list differs from it. */
  saved: FieldInput[];
  fields: FieldInput[];
}

export type FieldsEditorAction =
  | { type: 'reset'; fields: FieldInput[] }
  /** `queryFields` is the query's field order, used to place the suggestion. */
  | { type: 'addSuggestion'; field: FieldInput; queryFields: readonly string[] }
  | { type: 'append'; field: FieldInput }
  | { type: 'setDataType'; index: number; dataType: string }
  | { type: 'move'; index: number; by: -1 | 1 }
  | { type: 'remove'; index: number };

export const initialFieldsEditor = (fields: FieldInput[]): FieldsEditorState => ({ saved: fields, fields });

const key = (name: string) => name.toLowerCase();

/** Inserts a query field before the first listed field that comes later in the query. */
function insertInQueryOrder(
  fields: FieldInput[],
  field: FieldInput,
  queryFields: readonly string[],
): FieldInput[] {
  const order = new Map(queryFields.map((name, i) => [key(name), i]));
  const at = order.get(key(field.name)) ?? Infinity;
  const before = fields.findIndex((f) => (order.get(key(f.name)) ?? -1) > at);
  return before === -1 ? [...fields, field] : [...fields.slice(0, before), field, ...fields.slice(before)];
}

export function fieldsEditorReducer(state: FieldsEditorState, action: FieldsEditorAction): FieldsEditorState {
  const fields = state.fields;
  switch (action.type) {
    case 'reset':
      return initialFieldsEditor(action.fields);
    case 'addSuggestion':
      if (fields.some((f) => key(f.name) === key(action.field.name))) return state;
      return { ...state, fields: insertInQueryOrder(fields, action.field, action.queryFields) };
    case 'append':
      return { ...state, fields: [...fields, action.field] };
    case 'setDataType':
      return {
        ...state,
        fields: fields.map((f, i) => (i === action.index ? { ...f, dataType: action.dataType } : f)),
      };
    case 'move': {
      const to = action.index + action.by;
      if (to < 0 || to >= fields.length) return state;
      const next = [...fields];
      [next[action.index], next[to]] = [next[to], next[action.index]];
      return { ...state, fields: next };
    }
    case 'remove':
      return { ...state, fields: fields.filter((_, i) => i !== action.index) };
  }
}

/** Query fields the list does not define yet, in query order. */
export const suggestionsOf = (state: FieldsEditorState, query: string) =>
  fieldSuggestions(query, state.fields);

export function isDirty(state: FieldsEditorState): boolean {
  const { saved, fields } = state;
  return (
    saved.length !== fields.length ||
    fields.some((f, i) => f.name !== saved[i].name || f.dataType !== saved[i].dataType)
  );
}
