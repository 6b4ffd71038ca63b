// Why the server refused what a dialog sent, above the dialog's content, in the app's error wording
// (with the error number). FormDialog and ConfirmDialog show it; a field's own error shows under it.
import { Alert } from 'antd';
import { errorDescription } from '../api/reportError';

/** Nothing while `problem` is undefined. The alert is `<testId>-error`. */
export function DialogProblem({ problem, testId }: { problem: unknown; testId: string }) {
  if (problem === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorDescription(problem)}
      style={{ marginBottom: 16 }}
      data-testid={`${testId}-error`}
    />
  );
}
