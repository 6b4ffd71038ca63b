import { Button, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';

/**
 * The edit button in a side panel's header, named as the spec names it ("Edit fields"). Without
 * `onClick` it is disabled, its tooltip saying why (`unavailable`).
 */
export function PanelEditButton({
  label,
  disabled,
  onClick,
  unavailable,
  testId,
}: {
  label: string;
  disabled?: boolean;
  onClick?: () => void;
  unavailable?: string;
  testId: string;
}) {
  return (
    <Tooltip title={unavailable}>
      <Button
        size="small"
        icon={<EditOutlined />}
        disabled={disabled || !onClick}
        onClick={onClick}
        aria-description={unavailable}
        data-testid={testId}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
