import { Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Marks a read-only branch: nothing on it can be added, edited or saved. */
export function ReadOnlyTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('nodeModel.readOnlyHelp')}>
      <Tag
        icon={<LockOutlined />}
        color="orange"
        style={{ marginInlineEnd: 0 }}
        data-testid="branch-read-only"
      >
        {t('nodeModel.readOnly')}
      </Tag>
    </Tooltip>
  );
}
