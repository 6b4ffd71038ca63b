import { Button, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The edit button in a side panel's header. The 5/24 side column leaves little room beside the
 * title, so the button says "Edit"; its full name ("Edit fields") is its label and tooltip.
 */
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
  const { t } = useTranslation();
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        {t('nodeModel.edit')}
      </Button>
    </Tooltip>
  );
}
