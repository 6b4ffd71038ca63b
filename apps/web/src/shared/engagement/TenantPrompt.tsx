// The messages of workspace.md section 8 for users who cannot work in an engagement yet.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { EngagementSelector } from './EngagementSelector';

export function TenantPrompt({ status }: { status: Exclude<CurrentUser['tenantStatus'], 'ok'> }) {
  const { t } = useTranslation();
  // Without a tenant there is nothing to choose; with one, the engagement selector is the way on.
  const assigned = status !== 'noTenant';
  return (
    <Result
      status={assigned ? 'info' : 'warning'}
      data-testid="tenant-prompt"
      title={assigned ? t('tenant.notSelected') : t('tenant.notAssigned')}
      subTitle={assigned ? t('tenant.notSelectedHelp') : t('tenant.notAssignedHelp')}
      extra={assigned ? <EngagementSelector testId="engagement-selector-prompt" width={320} /> : undefined}
    />
  );
}
