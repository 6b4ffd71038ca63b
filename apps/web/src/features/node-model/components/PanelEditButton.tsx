import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';

/** The edit button in a side panel's header, named as the spec names it ("Edit fields"). */
export function PanelEditButton({
  label,
  disabled,
  onClick,
  testId,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button size="small" icon={<EditOutlined />} disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
