import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A test's result: passed (no failing rows) or failed. */
export function TestResultTag({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={passed ? 'success' : 'error'}
      data-testid="test-result"
      data-passed={passed}
      style={{ marginInlineEnd: 0 }}
    >
      {t(passed ? 'testing.passed' : 'testing.failed')}
    </Tag>
  );
}
