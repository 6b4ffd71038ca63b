import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TestTrend } from '../TestTrend';

export interface TrendTarget {
  node: string;
  test: string;
}

/** A test's results across runs. */
export function TestTrendDialog({
  engagementId,
  target,
  onClose,
}: {
  engagementId: string;
  target: TrendTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!target}
      onCancel={onClose}
      footer={null}
      width={640}
      title={target && t('testing.trendOf', { test: target.test, node: target.node })}
      destroyOnHidden
      data-testid="test-trend-dialog"
    >
      {target && <TestTrend engagementId={engagementId} node={target.node} test={target.test} />}
    </Modal>
  );
}
