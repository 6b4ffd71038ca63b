// A list or a query that could not be loaded: "not found" for a stale address (a branch or node that
// no longer exists), the spec's "no access to this source" for a 403 (workspace.md section 8: access
// taken away, or not yet arrived), a node model whose repository is gone (a restore without it: the
// administrator restores it, trying again does not help), otherwise the spec's "something strange"
// text with Try Again.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { NODE_MODEL_REPOSITORY_LOST_CODE } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';

export function LoadProblem({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404)
    return <Result status="warning" title={t('nodeModel.notFound')} data-testid="node-model-not-found" />;
  if (isApiError(error) && error.status === 403)
    return <Result status="403" title={t('nodeModel.noSourceAccess')} data-testid="node-model-no-access" />;
  if (isApiError(error) && error.code === NODE_MODEL_REPOSITORY_LOST_CODE)
    return (
      <Result
        status="error"
        title={t('nodeModel.repositoryLost')}
        subTitle={t('nodeModel.repositoryLostHint')}
        data-testid="node-model-repository-lost"
      />
    );
  return (
    <Result
      status="error"
      title={t('errors.oops')}
      subTitle={t('errors.somethingStrange')}
      data-testid="node-model-error"
      extra={<Button onClick={onRetry}>{t('errors.tryAgain')}</Button>}
    />
  );
}
