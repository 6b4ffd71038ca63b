import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestState } from '@cairn/contracts';

/** Each state's colour and text (workspace.md "Validation states: success, failed, error"). */
export const TEST_STATE_LOOK: Record<TestState, { color: 'success' | 'error' | 'warning'; key: string }> = {
  success: { color: 'success', key: 'testing.passed' },
  failed: { color: 'error', key: 'testing.failed' },
  // The query could not run: no verdict on the data, so not the colour of a failed rule.
  error: { color: 'warning', key: 'testing.error' },
};

/** A test's result: passed (no failing rows), failed (rows break the rule) or error (it could not run). */
export function TestResultTag({ state }: { state: TestState }) {
  const { t } = useTranslation();
  const look = TEST_STATE_LOOK[state];
  return (
    <Tag
      color={look.color}
      data-testid="test-result"
      data-state={state}
      data-passed={state === 'success'}
      style={{ marginInlineEnd: 0 }}
    >
      {t(look.key)}
    </Tag>
  );
}
