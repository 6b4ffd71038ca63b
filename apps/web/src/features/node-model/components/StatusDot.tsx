// A field's status: active (green) when its name appears in the query, inactive (grey) otherwise.
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

export function StatusDot({ status }: { status: 'active' | 'inactive' }) {
  const { t } = useTranslation();
  const label = t(`nodeModel.fieldStatus.${status}`);
  return (
    <span role="img" aria-label={label} title={label} data-status={status}>
      <Badge status={status === 'active' ? 'success' : 'default'} />
    </span>
  );
}
