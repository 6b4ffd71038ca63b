// In the publish dialog: the branch chosen breaks data contracts, so the server will refuse it; says
// how many and links to the contracts checked against that branch.
import { Alert, Form } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContractCheck } from '../../shared/api/pipelines/useContractCheck';
import { contractsAddress } from './contractTexts';

export function PublishContractWarning({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const branch = Form.useWatch<string | undefined>('branch', Form.useFormInstance());
  const check = useContractCheck(engagementId, branch);
  const count = check.data?.breaks.length ?? 0;
  if (!branch || count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="publish-contract-breaks"
      title={t('contracts.publishBreaks', { branch, count })}
      action={<Link to={contractsAddress(branch)}>{t('contracts.nodeCard.open')}</Link>}
    />
  );
}
