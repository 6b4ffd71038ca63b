import { Checkbox } from 'antd';

interface Props {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/** A column title that ticks every row: ticked when all are, a dash when only some are. */
export function HeaderCheckbox({ label, checked, indeterminate, disabled, onChange, testId }: Props) {
  return (
    <Checkbox
      checked={checked}
      indeterminate={indeterminate}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      data-testid={testId}
      data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
    >
      {label}
    </Checkbox>
  );
}
