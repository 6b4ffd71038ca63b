// A labelled selector with a plus button that opens the matching add dialog (branch, node, source,
// category, test). Without write access the plus button shows disabled, its tooltip saying why
// (`addUnavailable`, issue 27). The button sits in the label's row so the select has the side
// column's whole width: names and placeholders are not cut short at 1440 px (issue 27), and the
// open list is as wide as its longest name.
import { useId } from 'react';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface Props {
  label: string;
  /** Prefix of the test ids: `<testId>-select`, `<testId>-add`. */
  testId: string;
  value: string | undefined;
  names: readonly string[] | undefined;
  loading?: boolean;
  disabled?: boolean;
  placeholder: string;
  onChange: (value: string | undefined) => void;
  /** Absent: the user may not add (with `addUnavailable`, the button shows disabled; else not at all). */
  onAdd?: () => void;
  addLabel: string;
  addDisabled?: boolean;
  /** Why the user may not add (the permission it needs): the button shows disabled with this. */
  addUnavailable?: string;
  /** Shown beside the label (e.g. the read-only tag). */
  extra?: React.ReactNode;
}

export function SelectorWithAdd({
  label,
  testId,
  value,
  names,
  loading,
  disabled,
  placeholder,
  onChange,
  onAdd,
  addLabel,
  addDisabled,
  addUnavailable,
  extra,
}: Props) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          <label htmlFor={id}>{label}</label>
        </Typography.Text>
        <Flex gap={8} align="center">
          {extra}
          {(onAdd || addUnavailable) && (
            <Tooltip title={addUnavailable ?? addLabel}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                aria-label={addLabel}
                aria-description={addUnavailable}
                disabled={addDisabled || !onAdd}
                onClick={onAdd}
                data-testid={`${testId}-add`}
              />
            </Tooltip>
          )}
        </Flex>
      </Flex>
      <Select
        id={id}
        style={{ width: '100%' }}
        value={value}
        placeholder={placeholder}
        loading={loading}
        disabled={disabled}
        showSearch
        allowClear
        popupMatchSelectWidth={false}
        onChange={(next?: string) => onChange(next || undefined)}
        options={(names ?? []).map((name) => ({ value: name, label: name }))}
        data-testid={`${testId}-select`}
      />
    </Flex>
  );
}
