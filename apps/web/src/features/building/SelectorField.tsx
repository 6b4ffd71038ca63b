import { Flex, Select, Typography } from 'antd';

interface Props {
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string | undefined) => void;
  loading?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  testId: string;
}

/** A labelled selector of the side column (branch, source, category, node). */
export function SelectorField({ label, value, options, onChange, testId, ...rest }: Props) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      <Select
        {...rest}
        showSearch
        aria-label={label}
        value={value}
        onChange={(next?: string) => onChange(next || undefined)}
        options={options.map((option) => ({ value: option, label: option }))}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Flex>
  );
}
